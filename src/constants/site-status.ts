/**
 * A site's status codes and their names. Codes 9 to 14 exist but their names are not published:
 * they decode to `UNKNOWN_STATUS(n)`, never to a guessed name [B-05].
 */

/** The named statuses; `COMMED` keeps the platform's spelling, `COMPED` is the same code. */
export const SITE_STATUS = /* @__PURE__ */ Object.freeze({
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMMED: 7,
  COMPED: 7,
  PAID: 8,
  ENTERPRISE: 15,
} as const);

export type SiteStatusName = Exclude<keyof typeof SITE_STATUS, 'COMPED'>;
export type UnknownSiteStatus = `UNKNOWN_STATUS(${number})`;

/** Status codes run from 1 to 15. */
export const SITE_STATUS_RANGE = /* @__PURE__ */ Object.freeze({ MIN: 1, MAX: 15 } as const);

/**
 * The name of a status code: its platform name (7 reads `COMMED`), `UNKNOWN_STATUS(n)` for a code
 * in the range without a published name (9 to 14), and null for anything that is not a status
 * code (outside 1 to 15, not a whole number).
 */
export function siteStatusName(code: unknown): SiteStatusName | UnknownSiteStatus | null {
  if (
    typeof code !== 'number' ||
    !Number.isInteger(code) ||
    code < SITE_STATUS_RANGE.MIN ||
    code > SITE_STATUS_RANGE.MAX
  ) {
    return null;
  }
  const named = (Object.keys(SITE_STATUS) as SiteStatusName[]).find((n) => SITE_STATUS[n] === code);
  return named ?? `UNKNOWN_STATUS(${code})`;
}
