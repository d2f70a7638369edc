import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, fieldByLabel, freshPage, setField, settle } from '../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../tests/helpers/page-context';
import { instalmentModal } from '../shared/lazy-instalment-modal';

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

function page(itemId: string, instalments: Record<string, unknown>, extra = '') {
  const context = contextScript({
    products: fixtureProducts(),
    instalments: { [itemId]: instalments },
  });
  return `${context}${extra}<sq-afterpay-pill item-id="${itemId}"></sq-afterpay-pill>`;
}

const pill = () => document.querySelector('.sq-afterpay-pill');

/** Presses the brand button; the modal opens once its own chunk is in. */
async function openInformation(): Promise<void> {
  await click(document.querySelector('.sq-afterpay-pill__info'));
  await instalmentModal.load().catch(() => {});
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

  it('a page that fails to load is only logged; the modal still opens with the brand', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await freshPage(page(TOTE, US), () => new Response('gone', { status: 404 }));
    await openInformation();
    expect(document.querySelector('dialog h2')?.textContent).toBe('Afterpay');
    expect(error).toHaveBeenCalledOnce();
  });

  it('fetches the modal when the pointer comes over its button or it takes focus, not before', async () => {
    const preload = vi.spyOn(instalmentModal, 'preload');
    await freshPage(page(TOTE, US), () => new Response(MODAL));
    const info = document.querySelector<HTMLButtonElement>('.sq-afterpay-pill__info');
    expect(preload).not.toHaveBeenCalled();
    await act(async () => {
      info?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    expect(preload).toHaveBeenCalledTimes(1);
    await act(async () => info?.focus());
    expect(preload).toHaveBeenCalledTimes(2);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('a modal that cannot be fetched (offline) leaves the line as it is, and opens on a later press', async () => {
    vi.spyOn(instalmentModal, 'load').mockRejectedValueOnce(
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
