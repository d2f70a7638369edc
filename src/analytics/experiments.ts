import type { SessionData } from '../storage/session-data';

/**
 * The experiments of the page: the page context's variant by experiment name, with overrides
 * [D-12]. Only on a site whose status is INTERNAL (6) may `?experimentOverride=name:variant,…` set
 * variants; they are kept in session data and keep applying on later page loads, a later override
 * of the same experiment replacing the earlier one. On any other site the parameter and anything
 * kept are ignored. A pair without a name or a variant is skipped.
 */

/** The site status that allows overrides: an internal (staff) site. */
export const INTERNAL_SITE_STATUS = 6;
export const OVERRIDE_PARAM = 'experimentOverride';
/** Where overrides are kept in session data. */
export const OVERRIDES_KEY = 'sq:experiment-overrides';

export type Experiments = Record<string, string>;

/** Reads `name:variant,name2:variant2`; the variant is all after the first colon, both trimmed. */
export function parseExperimentOverride(value: string): Experiments {
  const overrides: Experiments = {};
  for (const pair of value.split(',')) {
    const colon = pair.indexOf(':');
    if (colon < 0) continue;
    const name = pair.slice(0, colon).trim();
    const variant = pair.slice(colon + 1).trim();
    if (name && variant && name !== '__proto__') overrides[name] = variant;
  }
  return overrides;
}

function keptOverrides(data: SessionData): Experiments {
  const kept = data.get<unknown>(OVERRIDES_KEY);
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return {};
  return Object.fromEntries(
    Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** What the experiments read of the page context. */
export interface ExperimentsContext {
  website: { siteStatus: number | null };
  experiments: Experiments;
}

/**
 * The page's experiments: the context's, and on an internal site the overrides kept before and
 * those of this page's query (which are then kept).
 */
export function activeExperiments(
  context: ExperimentsContext,
  search: string,
  data: SessionData,
): Experiments {
  if (context.website.siteStatus !== INTERNAL_SITE_STATUS) return { ...context.experiments };
  const overrides = keptOverrides(data);
  const param = new URLSearchParams(search).get(OVERRIDE_PARAM);
  if (param !== null) {
    Object.assign(overrides, parseExperimentOverride(param));
    data.set(OVERRIDES_KEY, overrides);
  }
  return { ...context.experiments, ...overrides };
}
