// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptSafeJson } from '../html/script-json';
import { createRuntime } from '../runtime/runtime';
import { CONSENT_EVENT } from './consent';
import { startAnalytics } from './start';

// The error reporter and the performance records have their own tests.
vi.mock('./error-reporter', () => ({ startErrorReporter: vi.fn() }));
vi.mock('./performance', () => ({ startPerformanceRecords: vi.fn() }));

const MUG = '5f1a00000000000000000001';
const early = { take: () => {} };

interface Sent {
  path: string;
  type: string;
  body: string;
}

let sent: Sent[];

beforeEach(() => {
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      void data
        .text()
        .then((body) => sent.push({ path: new URL(url).pathname, type: data.type, body }));
      return true;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  for (const part of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${part.slice(0, part.indexOf('='))}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

/** A page with this context and markup, its runtime, and the analytics started on it. */
async function visit(path: string, sections: Record<string, unknown>, html = '') {
  history.replaceState(null, '', path);
  document.body.innerHTML = `<script type="application/json" id="sq-context">${scriptSafeJson(sections)}</script>${html}`;
  const runtime = createRuntime(document);
  await startAnalytics(runtime, early);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return runtime;
}

const hits = () => sent.filter((s) => s.path === '/api/census/RecordHit');
const events = () =>
  sent
    .filter((s) => s.path === '/api/v1/clanker/events')
    .map((s) => JSON.parse(s.body).eventContent);

const product = { website: { id: 'w1' }, products: { [MUG]: { id: MUG, recordType: 11 } } };
const addToCart = `<sq-add-to-cart item-id="${MUG}"></sq-add-to-cart>`;

describe('analytics of a page load', () => {
  it('one page view with the visitor cookie, and visit_product_page for the main product', async () => {
    const runtime = await visit('/shop/ceramic-mug', product, addToCart);
    // Started again (a second copy of the script): still once a page.
    await startAnalytics(runtime, early);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hits()).toHaveLength(1);
    const form = new URLSearchParams(hits()[0]?.body);
    expect(form.get('event')).toBe('view');
    expect(form.get('ss_cvr')).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
    expect(document.cookie).toContain(`ss_cvr=${encodeURIComponent(form.get('ss_cvr') ?? '')}`);
    expect(JSON.parse(form.get('data') ?? '')).toMatchObject({ websiteId: 'w1', itemId: MUG });
    expect(events()).toEqual([
      expect.objectContaining({
        name: 'visit_product_page',
        itemIds: [MUG],
        census: form.get('ss_cvr'),
      }),
    ]);
  });

  it("an owner's own visit sends nothing and stores nothing [T-01]", async () => {
    const runtime = await visit('/shop/ceramic-mug', { ...product, accountRoles: [1] }, addToCart);
    runtime.track('add_to_cart', [{ itemId: MUG, quantity: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
    expect(document.cookie).not.toContain('ss_');
  });

  it('a lone viewer is counted like a visitor', async () => {
    await visit('/shop/ceramic-mug', { ...product, accountRoles: [10] }, addToCart);
    expect(hits()).toHaveLength(1);
  });

  it('the search page sends no page view [T-04]', async () => {
    await visit('/search', { website: { id: 'w1' } });
    expect(hits()).toEqual([]);
  });

  it('with consent required and not given: a page view without visitor id, no cookie; consent then writes them', async () => {
    await visit('/', { cookieConsent: { required: true } });
    expect(new URLSearchParams(hits()[0]?.body).get('ss_cvr')).toBe('');
    expect(document.cookie).not.toContain('ss_');
    document.cookie = 'ss_cookieAllowed=true; path=/';
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    expect(document.cookie).toMatch(/ss_cvr=.*ss_cvt=/);
    document.cookie = 'ss_cookieAllowed=false; path=/';
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    expect(document.cookie).toBe('ss_cookieAllowed=false');
  });
});
