import type { BrowserContext, Page } from '@playwright/test';

/**
 * Reading back what the bundle's analytics sent, for the browser tests: the reference server's raw
 * log of analytics requests (`GET /api/__test/analytics-requests`, on with faults), the visitor
 * cookies, and the moment the page's analytics have run. Tests run in parallel against one server,
 * so each finds its own requests by a token in its page's URL or by its browser's visitor id.
 */

export interface Logged {
  method: string;
  path: string;
  contentType: string;
  body: string;
}

/** The logged analytics requests to `path`, oldest first. */
export async function logged(page: Page, path: string): Promise<Logged[]> {
  const { requests } = await (await page.request.get('/api/__test/analytics-requests')).json();
  return (requests as Logged[]).filter((request) => request.path === path);
}

export interface Hit {
  ssCvr: string;
  data: { url: string; itemId: string | null; websiteId: string };
}

/** The page views whose page URL holds `token`. */
export async function pageViews(page: Page, token: string): Promise<Hit[]> {
  return (await logged(page, '/api/census/RecordHit'))
    .map((request) => new URLSearchParams(request.body))
    .map((form) => ({
      ssCvr: form.get('ss_cvr') ?? '',
      data: JSON.parse(form.get('data') ?? '{}'),
    }))
    .filter((hit) => hit.data.url.includes(token));
}

/** The commerce visitor events this visitor sent. */
export async function visitorEvents(page: Page, visitorId: string) {
  return (await logged(page, '/api/v1/clanker/events'))
    .map((request) => JSON.parse(request.body).eventContent)
    .filter((content) => String(content.census).startsWith(`${visitorId}|`));
}

export async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  const found = (await context.cookies()).find((c) => c.name === name);
  return found && decodeURIComponent(found.value);
}

/** The repeat-visitor cookie's parts [T-09]. */
export function visitor(value: string | undefined) {
  const [id, first, previous, current, count] = (value ?? '').split('|');
  return {
    id,
    first: Number(first),
    previous: Number(previous),
    current: Number(current),
    count: Number(count),
  };
}

/**
 * Waits until the page's analytics ran: the chunk, imported after load and idle, marks the page's
 * runtime once it has decided what to send.
 */
export async function analyticsRan(page: Page): Promise<void> {
  // The lazy chunk keeps its start on the runtime: a promise of its steps, each in a task of its
  // own. Once it is there, wait for the last step.
  const started = () =>
    (window as unknown as Record<symbol, Record<symbol, unknown> | undefined>)[
      Symbol.for('sq.runtime')
    ]?.[Symbol.for('sq.analytics')];
  await page.waitForFunction(started);
  await page.evaluate(started);
}
