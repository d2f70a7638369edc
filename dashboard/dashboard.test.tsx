import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dashboard, type DashboardProps } from './dashboard';
import { type DayRange, queryWithRange } from './range';
import type { SummaryResult } from './summary-api';
import { EMPTY_SUMMARY, SUMMARY } from './summary-fixture';

vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    setSize() {}
    destroy() {}
  },
}));

let root: Root | null = null;
const NOW = Date.UTC(2025, 2, 10, 12);

/** Renders the dashboard for the query `search`; each load answers the next of `answers`. */
async function show(search: string, ...answers: SummaryResult[]) {
  const loads: (DayRange | null)[] = [];
  const load = vi.fn(async (range: DayRange | null) => {
    loads.push(range);
    return answers.shift() ?? { kind: 'ok' as const, summary: SUMMARY };
  });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // As the page does: an applied range becomes the query the dashboard is rendered with.
  const onApply = vi.fn((range: DayRange) =>
    root?.render(<Dashboard {...props} search={queryWithRange('', range)} />),
  );
  const props: DashboardProps = {
    search,
    now: NOW,
    load,
    onApply,
    loginUrl: '/merchant/analytics',
  };
  await act(async () => root?.render(<Dashboard {...props} />));
  return { container, loads, onApply };
}

/** An element's text as read aloud: its text pieces, one space between each. */
function text(element: Element | null | undefined): string {
  if (!element) return '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    pieces.push(node.textContent ?? '');
  return pieces.join(' ').replace(/\s+/g, ' ').trim();
}
const section = (container: HTMLElement, heading: string) =>
  [...container.querySelectorAll('section')].find(
    (s) => s.querySelector('h2')?.textContent === heading,
  ) as HTMLElement;
const field = (container: HTMLElement, label: string) => {
  const id = [...container.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
  return container.querySelector(`#${id}`) as HTMLInputElement;
};
/** Types into a controlled field as a person would. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = (form: HTMLFormElement) =>
  act(async () => {
    form.requestSubmit();
  });

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the dashboard', () => {
  it('loads the range of the link and says so in its status region', async () => {
    const { container, loads } = await show('?from=2025-03-01&to=2025-03-03');
    expect(loads).toEqual([{ from: '2025-03-01', to: '2025-03-03' }]);
    expect(text(container.querySelector('[role="status"]'))).toBe(
      'Analytics from 2025-03-01 to 2025-03-03 loaded.',
    );
    expect(field(container, 'From').value).toBe('2025-03-01');
    expect(field(container, 'To').value).toBe('2025-03-03');
  });

  it('without a range in the link asks for the default and shows the range it got', async () => {
    const { container, loads } = await show('');
    expect(loads).toEqual([null]);
    expect(field(container, 'From').value).toBe('2025-03-01');
  });

  it('gives the traffic chart a summary in words and the daily figures as a table', async () => {
    const { container } = await show('');
    const traffic = section(container, 'Page views and visitors');
    expect(traffic.querySelector('[role="img"]')?.getAttribute('aria-label')).toContain(
      '42 page views and 10 visitors in all; the busiest day was 2025-03-02 with 25 page views',
    );
    const rows = [...traffic.querySelectorAll('tbody tr')].map(text);
    expect(rows).toEqual(['2025-03-01 10 3 3', '2025-03-02 25 7 6', '2025-03-03 7 2 2']);
  });

  it('shows new and returning visitors with their shares, and the top pages', async () => {
    const { container } = await show('');
    expect(text(section(container, 'New and returning visitors').querySelector('dl'))).toBe(
      'New visitors 6 60% of visitors Returning visitors 4 40% of visitors Visits 12',
    );
    const pages = section(container, 'Top pages');
    expect([...pages.querySelectorAll('tbody tr')].map(text)).toEqual([
      '/shop 20 8',
      '/shop/ceramic-mug 15 6',
    ]);
  });

  it('lists the funnel’s steps in order with each one’s rate of the step before', async () => {
    const { container } = await show('');
    const funnel = section(container, 'Commerce funnel');
    expect([...funnel.querySelectorAll('li')].map(text)).toEqual([
      'Product views 40 (first step)',
      'Adds to cart 10 (25% of product views)',
      'Cart views 8 (80% of adds to cart)',
      'Checkouts 4 (50% of cart views)',
      'Orders 2 (50% of checkouts)',
    ]);
    expect(funnel.textContent).toContain('Overall, 5% of product views became orders.');
  });

  it('rates each page’s Core Web Vitals in words, with the thresholds', async () => {
    const { container } = await show('');
    const rows = [
      ...section(container, 'Core Web Vitals (75th percentile)').querySelectorAll('tbody tr'),
    ];
    expect(rows.map(text)).toEqual([
      '/shop LCP good ≤ 2.5 s, poor > 4 s 2.1 s from 9 samples ● Good',
      '/shop CLS good ≤ 0.10, poor > 0.25 0.18 from 9 samples ▲ Needs improvement',
      '/cart INP good ≤ 200 ms, poor > 500 ms 640 ms from 3 samples ■ Poor',
    ]);
  });

  it('groups JavaScript errors with their count, times and a sample stack, as text', async () => {
    const { container } = await show('');
    const errors = section(container, 'JavaScript errors');
    const [first, second] = [...errors.querySelectorAll('li')];
    expect(first?.querySelector('h3')?.textContent).toBe('TypeError: cart is undefined');
    expect(text(first)).toContain('Seen 3 times');
    expect(text(first)).toContain('Source https://shop.test/assets/theme.js');
    expect(first?.querySelector('details pre')?.textContent).toBe(
      'TypeError: cart is undefined\n    at render (theme.js:10:5)',
    );
    // A visitor's text never becomes markup.
    expect(second?.querySelector('b')).toBeNull();
    expect(second?.querySelector('h3')?.textContent).toBe('Unhandled rejection: <b>nope</b>');
    expect(text(second)).toContain('Seen once');
    expect(text(second)).toContain('no source (a promise rejection)');
    expect(text(second)).toContain('No stack was sent.');
  });

  it('says how many records were over a daily allowance, and nothing when none were', async () => {
    const dropped = { kind: 'ok' as const, summary: { ...SUMMARY, dropped: 1234 } };
    const { container } = await show('', dropped);
    const note = [...container.querySelectorAll('.sq-dash-results > p')].map(text);
    expect(note).toEqual([
      '1,234 analytics records of this range were not stored: they were over a daily allowance.',
    ]);
    await act(async () => root?.unmount());
    root = null;
    const plain = await show('');
    expect(plain.container.querySelectorAll('.sq-dash-results > p')).toHaveLength(0);
  });

  it('shows the empty state, saying what to do, when nothing was recorded', async () => {
    const { container } = await show('?from=2000-01-01&to=2000-01-02', {
      kind: 'ok',
      summary: EMPTY_SUMMARY,
    });
    const empty = section(container, 'No visits yet in this range');
    expect(empty.textContent).toContain('Open the shop’s pages in another tab');
    expect(container.querySelector('[role="img"]')).toBeNull();
    expect(section(container, 'Commerce funnel')).toBeUndefined();
  });

  it('says why the summary could not be loaded, and tries again on request', async () => {
    const { container, loads } = await show('', {
      kind: 'failed',
      reason: 'the server answered with status 500.',
    });
    const alert = container.querySelector('[role="alert"]');
    expect(text(alert)).toContain(
      'The analytics could not be loaded: the server answered with status 500.',
    );
    expect(container.querySelector('section [role="img"]')).toBeNull();
    const retry = container.querySelector('[role="alert"] button') as HTMLButtonElement;
    await act(async () => retry.click());
    expect(loads).toHaveLength(2);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(section(container, 'Commerce funnel')).toBeDefined();
  });

  it('offers the login again when the session is refused', async () => {
    const { container } = await show('', { kind: 'session' });
    const alert = container.querySelector('[role="alert"]');
    expect(text(alert)).toContain('Your merchant session has ended.');
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/merchant/analytics');
  });

  it('applies a valid range: into the link, and loaded at once', async () => {
    const { container, loads, onApply } = await show('');
    await type(field(container, 'From'), '2025-02-01');
    await type(field(container, 'To'), '2025-02-10');
    await submit(container.querySelector('form') as HTMLFormElement);
    expect(onApply).toHaveBeenCalledWith({ from: '2025-02-01', to: '2025-02-10' });
    expect(loads).toEqual([null, { from: '2025-02-01', to: '2025-02-10' }]);
    // Apply again with the same range: loaded again (to see what happened since).
    await submit(container.querySelector('form') as HTMLFormElement);
    expect(loads).toHaveLength(3);
  });

  it('refuses a range ending before it starts, with the reason linked to the fields', async () => {
    const { container, loads, onApply } = await show('');
    const from = field(container, 'From');
    await type(from, '2025-03-09');
    await type(field(container, 'To'), '2025-03-01');
    await submit(container.querySelector('form') as HTMLFormElement);
    expect(onApply).not.toHaveBeenCalled();
    expect(loads).toHaveLength(1);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const error = from
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(error).toContain('The start date must be on or before the end date.');
    expect(document.activeElement).toBe(from);
  });

  it('shows the default range, saying so, when the link’s range is not valid', async () => {
    const { container, loads } = await show('?from=2025-03-09&to=2025-03-01');
    expect(loads).toEqual([null]);
    expect(container.textContent).toContain(
      'The range in the link is not valid, so the last 30 days are shown.',
    );
  });
});
