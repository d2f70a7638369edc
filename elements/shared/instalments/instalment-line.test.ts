import { afterEach, describe, expect, it, vi } from 'vitest';
import { instalmentOffer } from '../../../src/commerce/instalments';
import { getRuntime } from '../../../src/runtime/runtime';
import { instalmentDialog } from './instalment-dialog-on-demand';
import { createInstalmentLine, renderInstalmentLine } from './instalment-line';

const US = { brand: 'Afterpay', locale: 'en_US' } as const;
const LIMITS = { afterPayMin: 3500, afterPayMax: 200000 };
const INFO =
  '<button type="button" class="sq-afterpay-pill__info" aria-haspopup="dialog" aria-label="Afterpay information">Afterpay</button>';
const inRange = (amount: string) =>
  `or 4 interest-free payments of <strong>${amount}</strong> with ${INFO}`;
const OVER = `${INFO} available for orders over $35.00`;
const UP_TO = `${INFO} available for orders up to $2,000.00`;

const offer = (cents: number) => instalmentOffer(cents, 'USD', LIMITS, getRuntime().money);
const DEFAULT_SENTENCE = getRuntime().strings.instalmentOfferText;

function render(cents: number, line = createInstalmentLine(document)): HTMLElement {
  renderInstalmentLine(line, US, offer(cents), getRuntime());
  return line;
}

afterEach(() => {
  getRuntime().strings.instalmentOfferText = DEFAULT_SENTENCE;
});

describe('the instalment line', () => {
  it.each([
    [3500, inRange('$8.75')],
    [3499, OVER],
    [200001, UP_TO],
  ])('a price of %i cents builds the server’s markup', (cents, html) => {
    const line = render(cents);
    expect(line.outerHTML).toBe(`<p class="sq-afterpay-pill">${html}</p>`);
  });

  it.each([
    ['out of range to in range', 3499, 3500, inRange('$8.75')],
    ['in range to out of range', 3500, 3499, OVER],
    ['one amount to another', 3500, 5000, inRange('$12.50')],
    ['below the minimum to above the maximum', 3499, 200001, UP_TO],
  ])('%s keeps the line and its button in place', (_, from, to, html) => {
    const line = render(from);
    const button = line.querySelector('button');
    const strong = line.querySelector('strong');
    render(to, line);
    expect(line.innerHTML).toBe(html);
    expect(line.querySelector('button')).toBe(button);
    if (strong && line.contains(strong)) expect(line.querySelector('strong')).toBe(strong);
  });

  it('changes nothing when the line already shows the offer', () => {
    const line = render(3500);
    const observer = new MutationObserver(() => {});
    observer.observe(line, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    render(3500, line);
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });

  it('follows the catalogue’s sentence: its tokens anywhere, an unknown one as written', () => {
    getRuntime().strings.instalmentOfferText = '{brand}: {count} × {amount} {sans frais}';
    const line = render(3500);
    expect(line.innerHTML).toBe(`${INFO}: 4 × <strong>$8.75</strong> {sans frais}`);
  });

  it('a sentence without {brand} has no button, as it has no place for one', () => {
    getRuntime().strings.instalmentOfferText = 'or {count} payments of {amount}';
    const line = render(3499);
    render(3500, line);
    expect(line.innerHTML).toBe('or 4 payments of <strong>$8.75</strong>');
  });

  it('wires its button once however often it renders; the dialog opens for its last market', async () => {
    const open = vi.fn();
    const load = vi
      .spyOn(instalmentDialog, 'load')
      .mockResolvedValue({ openInstalmentDialog: open } as never);
    const line = render(3499);
    render(3500, line);
    renderInstalmentLine(line, { brand: 'Clearpay', locale: 'en_GB' }, offer(3500), getRuntime());
    line.querySelector('button')?.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledExactlyOnceWith(document, getRuntime(), {
      brand: 'Clearpay',
      locale: 'en_GB',
    });
    expect(line.querySelector('button')?.getAttribute('aria-label')).toBe('Clearpay information');
  });
});
