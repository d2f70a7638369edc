import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { getRuntime } from '../../src/runtime/runtime';
import { onBackdrop, onPadding, press } from '../../tests/helpers/backdrop';
import { click, fieldByLabel, freshPage, setField, settle } from '../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../tests/helpers/page-context';
import { instalmentDialog } from '../shared/instalments/instalment-dialog-on-demand';
import { registerAfterpayPill } from './register';

const TOTE = '5f1a00000000000000000003';
const GUIDE = '5f1a00000000000000000004';
const MODAL =
  '<html><body><h1>Pay in 4 with Afterpay</h1><ul><li>Four payments.</li></ul><p>Fees may apply.</p><script>alert(1)</script></body></html>';

const US = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

/** The line as the server writes it (demo-pages/product.html, demo-pages/instalments.html). */
const INFO =
  '<button type="button" class="sq-afterpay-pill__info" aria-haspopup="dialog" aria-label="Afterpay information">Afterpay</button>';
const OVER_MINIMUM = `<p class="sq-afterpay-pill">${INFO} available for orders over $35.00</p>`;
const IN_RANGE = `<p class="sq-afterpay-pill">or 4 interest-free payments of <strong>$8.75</strong> with ${INFO}</p>`;

function page(itemId: string, instalments: Record<string, unknown>, extra = '', markup = '') {
  const context = contextScript({
    products: fixtureProducts(),
    instalments: { [itemId]: instalments },
  });
  return `${context}${extra}<sq-afterpay-pill item-id="${itemId}">${markup}</sq-afterpay-pill>`;
}

const pill = () => document.querySelector('.sq-afterpay-pill');
const host = () => document.querySelector('sq-afterpay-pill') as HTMLElement;
const info = () => document.querySelector<HTMLButtonElement>('.sq-afterpay-pill__info');
/** The tote's variant chosen in another element of the product: the shared selection changes. */
const chooseSmallNatural = () => {
  const { choose } = getRuntime().selection(TOTE).getState();
  choose('Size', 'S');
  choose('Color', 'Natural');
};

/** Each demo page's context script and its `<sq-afterpay-pill>` elements, as the server wrote them. */
const demoPages = readdirSync('demo-pages')
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFileSync(`demo-pages/${file}`, 'utf8');
    const context = html.match(
      /<script type="application\/json" id="sq-context">[\s\S]*?<\/script>/,
    );
    const elements = html.match(/<sq-afterpay-pill\b[^>]*>.*?<\/sq-afterpay-pill>/g) ?? [];
    return { file, context: context?.[0] ?? '', elements };
  })
  .filter((page) => page.elements.length > 0);

/** An element made from `html` but not yet in the document, so that its nodes can be kept. */
function detached(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

/** Presses the brand button; the modal opens once its own chunk is in. */
async function openInformation(): Promise<void> {
  await click(info());
  await instalmentDialog.load().catch(() => {});
  await settle();
}

describe('<sq-afterpay-pill>', () => {
  it('below the minimum shows "available for orders over" the minimum, then follows the chosen variant', async () => {
    await freshPage(
      page(TOTE, US, `<sq-add-to-cart item-id="${TOTE}"></sq-add-to-cart>`),
      () => new Response(MODAL),
    );
    expect(pill()?.textContent).toBe('Afterpay available for orders over $35.00');
    await setField(fieldByLabel('Size'), 'S');
    await setField(fieldByLabel('Color'), 'Natural');
    expect(pill()?.textContent).toBe('or 4 interest-free payments of $8.75 with Afterpay');
  });

  it('above the maximum shows "available for orders up to" the maximum; Clearpay in GB', async () => {
    await freshPage(
      page(TOTE, { ...US, afterPayMin: 100, afterPayMax: 2000, stripeAccountCountry: 'GB' }),
      () => new Response(''),
    );
    expect(pill()?.textContent).toBe('Clearpay available for orders up to $20.00');
    expect(info()?.getAttribute('aria-label')).toBe('Clearpay information');
  });

  it('shows nothing for a digital product, an unsupported country, or when not available', async () => {
    for (const [itemId, context] of [
      [GUIDE, US],
      [TOTE, { ...US, stripeAccountCountry: 'DE' }],
      [TOTE, { ...US, afterPayAvailable: false }],
    ] as const) {
      await freshPage(page(itemId, context), () => new Response(''));
      expect(pill()).toBeNull();
    }
  });

  it('shows nothing where there is no offer even over server markup, and is bound all the same', async () => {
    await freshPage(
      page(TOTE, { ...US, afterPayAvailable: false }, '', OVER_MINIMUM),
      () => new Response(''),
    );
    expect(host().childNodes).toHaveLength(0);
    expect(host().hasAttribute('data-hydrated')).toBe(true);
  });

  it('opens an information modal with the locale page as text, closed by "Close Popup"', async () => {
    const { requests } = await freshPage(
      page(TOTE, { ...US, shopperLanguage: 'fr', stripeAccountCountry: 'CA' }),
      () => new Response(MODAL),
    );
    await openInformation();
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/assets/instalments/modal.fr_CA.html');
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Pay in 4 with Afterpay');
    expect(dialog?.textContent).toContain('Four payments.');
    expect(dialog?.querySelector('script')).toBeNull();
    await click(
      Array.from(dialog?.querySelectorAll('button') ?? []).find(
        (b) => b.textContent === 'Close Popup',
      ) ?? null,
    );
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('the information modal is stated modal and closes on a press on its backdrop, not inside', async () => {
    await freshPage(page(TOTE, US), () => new Response(MODAL));
    await openInformation();
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await press(dialog, onPadding(dialog));
    expect(document.querySelector('dialog')?.open).toBe(true);
    await press(dialog, onBackdrop(dialog));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('a page that fails to load is logged, and the modal says so under the brand instead of waiting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await freshPage(page(TOTE, US), () => new Response('gone', { status: 404 }));
    await openInformation();
    expect(document.querySelector('dialog h2')?.textContent).toBe('Afterpay');
    const body = document.querySelector('dialog .sq-instalment-modal__body');
    expect(body?.textContent).toBe('Please try again');
    expect(body?.hasAttribute('aria-busy')).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });

  it('the modal body is busy while its page is coming', async () => {
    let answer: (response: Response) => void = () => {};
    await freshPage(
      page(TOTE, US),
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }) as unknown as Response,
    );
    await openInformation();
    const body = () => document.querySelector('dialog .sq-instalment-modal__body');
    expect(body()?.getAttribute('aria-busy')).toBe('true');
    answer(new Response(MODAL));
    await settle();
    expect(body()?.hasAttribute('aria-busy')).toBe(false);
    expect(body()?.textContent).toContain('Four payments.');
  });

  it('fetches the modal when the pointer comes over its button or it takes focus, not before', async () => {
    const preload = vi.spyOn(instalmentDialog, 'preload');
    await freshPage(page(TOTE, US), () => new Response(MODAL));
    expect(preload).not.toHaveBeenCalled();
    info()?.dispatchEvent(new PointerEvent('pointerenter'));
    await settle();
    expect(preload).toHaveBeenCalledTimes(1);
    info()?.focus();
    await settle();
    expect(preload).toHaveBeenCalledTimes(2);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('a modal that cannot be fetched (offline) leaves the line as it is, and opens on a later press', async () => {
    vi.spyOn(instalmentDialog, 'load').mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    await freshPage(page(TOTE, US), () => new Response(MODAL));
    await openInformation();
    expect(document.querySelector('dialog')).toBeNull();
    expect(pill()?.textContent).toContain('Afterpay');
    await openInformation();
    expect(document.querySelector('dialog')?.getAttribute('role')).toBe('dialog');
  });
});

describe('<sq-afterpay-pill> over the server’s markup', () => {
  it.each(demoPages)('$file: keeps every node of the server markup, unchanged', async (page) => {
    await freshPage(page.context, () => new Response(''));
    const elements = page.elements.map(detached);
    const server = elements.map((element) => element.innerHTML);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    for (const element of elements) {
      observer.observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    }
    document.body.append(...elements);
    await settle();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(elements.every((element) => element.hasAttribute('data-hydrated'))).toBe(true);
    expect(elements.map((element) => element.innerHTML)).toEqual(server);
    expect(changes.filter((change) => change.attributeName !== 'data-hydrated')).toEqual([]);
  });

  it.each(demoPages)('$file: an empty element builds exactly the server markup', async (page) => {
    const empty = page.elements.map((html) =>
      html.replace(/>.*<\/sq-afterpay-pill>$/, '></sq-afterpay-pill>'),
    );
    await freshPage(`${page.context}${empty.join('')}`, () => new Response(''));
    const built = Array.from(document.querySelectorAll('sq-afterpay-pill'), (e) => e.innerHTML);
    expect(built).toEqual(page.elements.map((html) => detached(html).innerHTML));
  });

  it('keeps the server’s nodes untouched, then updates them in place when the variant changes', async () => {
    await freshPage(
      contextScript({ products: fixtureProducts(), instalments: { [TOTE]: US } }),
      () => new Response(''),
    );
    const element = detached(
      `<sq-afterpay-pill item-id="${TOTE}">${OVER_MINIMUM}</sq-afterpay-pill>`,
    );
    const line = element.querySelector('p');
    const button = element.querySelector('button');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    document.body.append(element);
    await settle();
    expect(element.hasAttribute('data-hydrated')).toBe(true);
    expect(element.innerHTML).toBe(OVER_MINIMUM);
    expect(
      [...changes, ...observer.takeRecords()].filter((r) => r.attributeName !== 'data-hydrated'),
    ).toEqual([]);

    button?.focus();
    chooseSmallNatural();
    expect(element.innerHTML).toBe(IN_RANGE);
    expect(element.querySelector('p')).toBe(line);
    expect(element.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(button);
    observer.disconnect();
  });

  it('an empty element gets the server’s markup, built in place, and follows the variant', async () => {
    await freshPage(page(TOTE, US), () => new Response(''));
    expect(host().innerHTML).toBe(OVER_MINIMUM);
    const button = info();
    chooseSmallNatural();
    expect(host().innerHTML).toBe(IN_RANGE);
    expect(info()).toBe(button);
  });

  it.each([
    ['something else', '<span>Pay later</span>'],
    ['a line of another element', '<div class="sq-afterpay-pill">Afterpay</div>'],
  ])('markup without its line (%s) is replaced by the full markup', async (_, markup) => {
    await freshPage(page(TOTE, US, '', markup), () => new Response(''));
    expect(host().innerHTML).toBe(OVER_MINIMUM);
  });

  it.each([
    ['no button', '<p class="sq-afterpay-pill">Afterpay available for orders over $35.00</p>'],
    ['a stale text', OVER_MINIMUM.replace('$35.00', '$30.00')],
    ['the other offer', IN_RANGE],
    ['stray nodes', OVER_MINIMUM.replace('</button>', '</button><em>x</em><!-- c -->')],
  ])('a line with %s is completed in place', async (_, markup) => {
    await freshPage(page(TOTE, US, '', markup), () => new Response(''));
    expect(host().innerHTML).toBe(OVER_MINIMUM);
  });

  it('binds to the server’s line, its button opens the modal', async () => {
    await freshPage(page(TOTE, US, '', OVER_MINIMUM), () => new Response(MODAL));
    await openInformation();
    expect(document.querySelector('dialog h2')?.textContent).toBe('Pay in 4 with Afterpay');
  });

  it('stops following the choice when disconnected, and follows it again when reconnected', async () => {
    await freshPage(page(TOTE, US, '', OVER_MINIMUM), () => new Response(''));
    const element = host();
    element.remove();
    chooseSmallNatural();
    expect(element.innerHTML).toBe(OVER_MINIMUM);
    document.body.append(element);
    await settle();
    expect(element.innerHTML).toBe(IN_RANGE);
  });

  it('a second registration (the loader or the script run twice) defines nothing again', async () => {
    await freshPage(page(TOTE, US), () => new Response(''));
    const define = vi.spyOn(customElements, 'define');
    registerAfterpayPill(document, getRuntime());
    registerAfterpayPill(document, getRuntime());
    expect(define).not.toHaveBeenCalled();
  });
});

describe('<sq-afterpay-pill> with bad markup', () => {
  it.each([
    [
      'a bad item id',
      'bad id!',
      'sq-storefront: <sq-afterpay-pill>: invalid attribute "item-id" ("bad id!"): expected a value matching /^[A-Za-z0-9_.-]{1,64}$/',
    ],
    [
      'a product the page lacks',
      'unknown-product',
      'sq-storefront: <sq-afterpay-pill>: invalid attribute "item-id" ("unknown-product"): expected a product in the page context',
    ],
  ])('%s leaves the server markup inert, with one console error', async (_, itemId, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await freshPage(page(itemId, US, '', OVER_MINIMUM), () => new Response(''));
    expect(host().innerHTML).toBe(
      OVER_MINIMUM.replace('">Afterpay</button>', '" disabled="">Afterpay</button>'),
    );
    expect(host().inert).toBe(true);
    expect(host().hasAttribute('data-hydrated')).toBe(false);
    expect(error.mock.calls).toEqual([[message]]);
  });

  it('a missing item id does the same', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await freshPage(
      `${contextScript({ products: fixtureProducts() })}<sq-afterpay-pill>${OVER_MINIMUM}</sq-afterpay-pill>`,
      () => new Response(''),
    );
    expect(host().inert).toBe(true);
    expect(error.mock.calls).toEqual([
      [
        'sq-storefront: <sq-afterpay-pill>: invalid attribute "item-id" (missing): expected a value matching /^[A-Za-z0-9_.-]{1,64}$/',
      ],
    ]);
  });

  it('fixed markup comes to life: the attribute is read again when it changes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await freshPage(
      page(TOTE, US, '', OVER_MINIMUM).replace(`item-id="${TOTE}"`, 'item-id="unknown-product"'),
      () => new Response(''),
    );
    expect(host().inert).toBe(true);
    host().setAttribute('item-id', TOTE);
    await settle();
    expect(host().inert).toBe(false);
    expect(info()?.disabled).toBe(false);
    expect(host().hasAttribute('data-hydrated')).toBe(true);
    expect(host().innerHTML).toBe(OVER_MINIMUM);
    chooseSmallNatural();
    expect(host().innerHTML).toBe(IN_RANGE);
    expect(error).toHaveBeenCalledOnce();
  });

  it('an update that fails is reported, not thrown into the selection store', async () => {
    await freshPage(page(TOTE, US, '', OVER_MINIMUM), () => new Response(''));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(pill()?.querySelector('strong') ?? pill(), 'insertBefore', {
      value: () => {
        throw new Error('broken node');
      },
    });
    expect(() => chooseSmallNatural()).not.toThrow();
    expect(error).toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toBe(
      'sq-storefront: <sq-afterpay-pill>: failed to update',
    );
  });
});
