import { afterEach, describe, expect, it } from 'vitest';
import { CHUNKS } from '../elements/chunks';
import { getRuntime } from '../src/runtime/runtime';
import { jsonResponse } from '../tests/helpers/api-answers';
import { freshPage, settle } from '../tests/helpers/dom';
import { contextScript } from '../tests/helpers/page-context';
import { BUTTON_BLOCK_SELECTOR, bindButtonCensus } from './bind-button-census';

/**
 * Button blocks are counted by the census: once each as rendered, once per press as clicked, with
 * the block's id, the page's id, the path and the link; nothing on an owner's own visit.
 */
const block = (id: string, href: string, text: string) =>
  `<div class="sqs-block button-block" id="block-${id}"><div class="sqs-block-button-container"><a class="sqs-block-button-element" href="${href}">${text}</a></div></div>`;

async function page(sections: Record<string, unknown>, body: string) {
  const { requests } = await freshPage(`${contextScript(sections)}${body}`, () =>
    jsonResponse(null),
  );
  bindButtonCensus(document, getRuntime());
  await settle();
  const census = async (path: string) =>
    Promise.all(
      requests
        .filter((r) => new URL(r.url).pathname === path)
        .map(async (r) => JSON.parse(await r.clone().text())),
    );
  return { requests, census };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('button block census', () => {
  it('counts each button once as rendered, and each press as a click, with the page’s fields', async () => {
    history.replaceState(null, '', '/landing');
    const { census } = await page(
      { analytics: { collectionId: 'col-1' } },
      block('yui_1', '/shop', 'Shop now') + block('yui_2', 'https://example.com/a', 'Read more'),
    );
    // Bound again (a second copy of the script): still once each.
    bindButtonCensus(document, getRuntime());
    await settle();
    expect(await census('/api/census/button-render')).toEqual([
      expect.objectContaining({
        buttonId: 'yui_1',
        pageId: 'col-1',
        path: '/landing',
        url: `${location.origin}/shop`,
      }),
      expect.objectContaining({ buttonId: 'yui_2', url: 'https://example.com/a' }),
    ]);
    const link = document.querySelector<HTMLAnchorElement>(
      `${BUTTON_BLOCK_SELECTOR}[href="/shop"]`,
    );
    link?.addEventListener('click', (event) => event.preventDefault());
    link?.click();
    link?.click();
    await settle();
    const clicks = await census('/api/census/button-click');
    expect(clicks).toHaveLength(2);
    expect(clicks[0]).toMatchObject({
      buttonId: 'yui_1',
      pageId: 'col-1',
      visitorCookie: expect.any(String),
    });
  });

  it('sends nothing on a site owner’s own visit', async () => {
    const { requests } = await page({ accountRoles: [1] }, block('b', '/shop', 'Shop'));
    document.querySelector<HTMLElement>(BUTTON_BLOCK_SELECTOR)?.click();
    await settle();
    expect(requests.filter((r) => r.url.includes('/api/census/'))).toEqual([]);
  });

  it('is a chunk that loads only with button block markup', () => {
    expect(CHUNKS.find((chunk) => chunk.name === 'button-census')?.selector).toBe(
      BUTTON_BLOCK_SELECTOR,
    );
  });
});
