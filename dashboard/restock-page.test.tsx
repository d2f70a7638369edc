import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentGroup, SignUpGroup } from '../src/contract/merchant-restock';
import { formatInstant } from './format';
import type { Page, RestockApi, SendOutcome, Signup } from './restock-api';
import { RestockPage } from './restock-page';
import type { Result } from './site-settings-api';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

const TOTE: SignUpGroup = {
  productId: 'p-tote',
  variantId: 'SQ-TOTE-L-NAT',
  productTitle: 'Canvas Tote',
  variantAttributes: { Size: 'L', Color: 'Natural' },
  signUpCount: 2,
  oldestSignUp: Date.UTC(2025, 0, 2, 9, 30),
};
const SCARF: SignUpGroup = {
  productId: 'p-scarf',
  variantId: 'SQ-SCARF-01',
  productTitle: 'Wool Scarf',
  variantAttributes: {},
  signUpCount: 1,
  oldestSignUp: Date.UTC(2025, 0, 3),
};
const signup = (email: string, isJoinMailingList = false): Signup => ({
  email,
  isJoinMailingList,
  created: Date.UTC(2025, 0, 4),
});

const ok = <T,>(value: T): Result<T> => ({ kind: 'ok', value });
const failed = (reason: string) => ({ kind: 'failed', reason, errors: {}, status: 500 }) as const;
const page = <T,>(items: T[], next: string | null = null) => ok<Page<T>>({ items, next });

/** An API whose lists answer from `pages` (by cursor) and whose sends move groups to `sent`. */
function fakeApi(
  options: { groups?: Record<string, Result<Page<SignUpGroup>>>; sent?: SentGroup[] } = {},
) {
  let waiting: Record<string, Result<Page<SignUpGroup>>> = options.groups ?? {
    '': page([TOTE], 'c2'),
    c2: page([SCARF]),
  };
  let sent: SentGroup[] = options.sent ?? [];
  const markSent = (groups: SignUpGroup[]) => {
    const when = Date.UTC(2025, 0, 5, 12);
    sent = [...groups.map((g) => ({ ...g, sentCount: g.signUpCount, sent: when })), ...sent];
    waiting = { '': page([]) };
    return groups.reduce((n, g) => n + g.signUpCount, 0);
  };
  const api: RestockApi = {
    groups: vi.fn(async (cursor: string | null) => waiting[cursor ?? ''] ?? failed('no page')),
    signups: vi.fn(async (_variant, cursor: string | null) =>
      cursor
        ? page([signup('zoe@example.com')])
        : page([signup('ada@example.com', true), signup('bea@example.com')], 's2'),
    ),
    sent: vi.fn(async () => page(sent)),
    everyGroup: vi.fn(async () => ok([TOTE, SCARF])),
    send: vi.fn(async (variant): Promise<SendOutcome> => {
      const group = [TOTE, SCARF].find((g) => g.variantId === variant.variantId);
      return ok(markSent(group ? [group] : []));
    }),
    sendAll: vi.fn(async (variants): Promise<SendOutcome> => {
      const groups = [TOTE, SCARF].filter((g) =>
        variants.some((v: { variantId: string }) => v.variantId === g.variantId),
      );
      return ok(markSent(groups));
    }),
  };
  return api;
}

async function show(api: RestockApi) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<RestockPage api={api} loginUrl="/merchant/restock" />));
  return container;
}

/** The button whose accessible text (visible words and hidden ones) is `name`. */
const button = (container: ParentNode, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as
    | HTMLButtonElement
    | undefined;
const click = (element: HTMLElement | undefined) => act(async () => element?.click());
const status = (container: HTMLElement) =>
  container.querySelector('.sq-restock-message')?.textContent;
const dialog = () => document.querySelector('dialog');
const groupTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.sq-restock-group h3')].map((h) => h.textContent);

describe('the back-in-stock page', () => {
  it('lists each waiting variant with its product, options, count and oldest signup, a page at a time', async () => {
    const api = fakeApi();
    const container = await show(api);
    expect(groupTitles(container)).toEqual(['Canvas Tote']);
    const facts = container.querySelector('.sq-restock-facts')?.textContent;
    expect(facts).toContain('VariantSize: L, Color: Natural');
    expect(facts).toContain('Variant IDSQ-TOTE-L-NAT');
    expect(facts).toContain('Waiting2');
    expect(facts).toContain(`Oldest signup${formatInstant(TOTE.oldestSignUp)}`);

    await click(button(container, 'Load more products'));
    expect(api.groups).toHaveBeenLastCalledWith('c2');
    expect(groupTitles(container)).toEqual(['Canvas Tote', 'Wool Scarf']);
    // The focus goes to the first variant the page added; no page follows, so no button.
    const items = container.querySelectorAll('.sq-restock-groups > li');
    expect(document.activeElement).toBe(items[1]);
    expect(button(container, 'Load more products')).toBeUndefined();
    // A product without options is named by its title and id alone.
    expect(items[1]?.textContent).not.toContain('Variant:');
  });

  it('shows a variant’s signups when asked, a page at a time, and hides them again', async () => {
    const api = fakeApi();
    const container = await show(api);
    const name = 'Show signups for Canvas Tote (Size: L, Color: Natural)';
    const toggle = button(container, name);
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(api.signups).toHaveBeenCalledWith(
      { productId: 'p-tote', variantId: 'SQ-TOTE-L-NAT' },
      null,
    );
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
    expect(region?.getAttribute('aria-label')).toBe(
      'Signups for Canvas Tote (Size: L, Color: Natural)',
    );
    expect(region?.textContent).toContain('ada@example.com');
    expect(region?.textContent).toContain(
      `Signed up ${formatInstant(Date.UTC(2025, 0, 4))}; wants the mailing list`,
    );
    await click(button(container, 'Load more signups'));
    expect(api.signups).toHaveBeenLastCalledWith(expect.anything(), 's2');
    expect(
      [...(region?.querySelectorAll('li') ?? [])].map(
        (li) => li.querySelector('span')?.textContent,
      ),
    ).toEqual(['ada@example.com', 'bea@example.com', 'zoe@example.com']);
    await click(button(container, 'Hide signups for Canvas Tote (Size: L, Color: Natural)'));
    expect(container.textContent).not.toContain('ada@example.com');
  });

  it('sends one variant’s notices after the owner confirms, says so, and shows what was sent', async () => {
    const api = fakeApi();
    const container = await show(api);
    expect(container.textContent).toContain('No back-in-stock notices have been sent yet.');
    const send = button(container, 'Send notices for Canvas Tote (Size: L, Color: Natural)');
    send?.focus();
    await click(send);
    expect(dialog()?.open).toBe(true);
    expect(
      document.getElementById(dialog()?.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      '2 people waiting for Canvas Tote (Size: L, Color: Natural) will be sent a back-in-stock notice.',
    );
    expect(document.activeElement?.textContent).toBe('Cancel');

    // Cancel sends nothing and gives the focus back to the button that asked.
    await click(button(document, 'Cancel'));
    expect(dialog()).toBeNull();
    expect(api.send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(send);

    await click(send);
    await click(button(dialog() as HTMLDialogElement, 'Send notices'));
    expect(api.send).toHaveBeenCalledWith(TOTE);
    expect(status(container)).toBe(
      'Sent 2 back-in-stock notices for Canvas Tote (Size: L, Color: Natural).',
    );
    expect(container.querySelector('.sq-restock-message')?.getAttribute('role')).toBe('status');
    expect(document.activeElement?.id).toBe('sq-restock-waiting');
    const sent = container.querySelector('.sq-restock-sent')?.textContent;
    expect(sent).toContain('Canvas Tote (Size: L, Color: Natural)');
    expect(sent).toContain(`2 notices sent ${formatInstant(Date.UTC(2025, 0, 5, 12))}`);
    expect(container.textContent).toContain('No one is waiting');
  });

  it('sends every waiting variant’s notices, counted over every page, after the owner confirms', async () => {
    const api = fakeApi();
    const container = await show(api);
    await click(button(container, 'Send all notices'));
    expect(api.everyGroup).toHaveBeenCalled();
    expect(dialog()?.textContent).toContain(
      '3 people waiting for 2 variants will be sent a back-in-stock notice.',
    );
    await click(button(dialog() as HTMLDialogElement, 'Send notices'));
    expect(api.sendAll).toHaveBeenCalledWith([TOTE, SCARF]);
    expect(status(container)).toBe('Sent 3 back-in-stock notices.');
    expect(container.querySelectorAll('.sq-restock-sent > li')).toHaveLength(2);
    expect(button(container, 'Send all notices')).toBeUndefined();
  });

  it('says what was sent before a send-all stopped, and why', async () => {
    const api = fakeApi();
    api.sendAll = vi.fn(async () => ({ ...failed('the server is busy.'), sentBefore: 500 }));
    const container = await show(api);
    await click(button(container, 'Send all notices'));
    await click(button(dialog() as HTMLDialogElement, 'Send notices'));
    expect(status(container)).toBe('Sent 500 notices, then sending stopped: the server is busy.');
  });

  it('says a refused send’s reason, and sends nothing when the owner presses Escape', async () => {
    const api = fakeApi();
    api.send = vi.fn(async () => failed('Something went wrong on our side.'));
    const container = await show(api);
    await click(button(container, 'Send notices for Canvas Tote (Size: L, Color: Natural)'));
    await act(async () => {
      dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog()).toBeNull();
    expect(api.send).not.toHaveBeenCalled();
    await click(button(container, 'Send notices for Canvas Tote (Size: L, Color: Natural)'));
    await click(button(dialog() as HTMLDialogElement, 'Send notices'));
    expect(status(container)).toBe(
      'The notices could not be sent: Something went wrong on our side.',
    );
    expect(groupTitles(container)).toEqual(['Canvas Tote']);
  });

  it('says no one is waiting, with nothing to send, and still offers the CSV', async () => {
    const container = await show(fakeApi({ groups: { '': page([]) } }));
    expect(container.querySelector('h3')?.textContent).toBe('No one is waiting');
    expect(button(container, 'Send all notices')).toBeUndefined();
    const csv = [...container.querySelectorAll('a')].find((a) => a.textContent?.includes('CSV'));
    expect(csv?.getAttribute('href')).toBe(
      '/api/site-users/account/notifications/restock/signups.csv',
    );
    expect(csv?.hasAttribute('download')).toBe(true);
  });

  it('shows the loading state, then a failure with a retry that loads the list', async () => {
    let answer: (result: Result<Page<SignUpGroup>>) => void = () => {};
    const api = fakeApi();
    api.groups = vi.fn(
      () =>
        new Promise<Result<Page<SignUpGroup>>>((resolve) => {
          answer = resolve;
        }),
    );
    const container = await show(api);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Loading the back-in-stock signups…',
    );
    await act(async () => answer(failed('the server could not be reached.')));
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      'The back-in-stock signups could not be loaded: the server could not be reached.',
    );
    await click(button(container, 'Try again'));
    expect(api.groups).toHaveBeenCalledTimes(2);
    await act(async () => answer(page([SCARF])));
    expect(groupTitles(container)).toEqual(['Wool Scarf']);
  });

  it('keeps what is shown when a further page fails, says why, and tries again', async () => {
    const api = fakeApi({ groups: { '': page([TOTE], 'broken') } });
    const container = await show(api);
    await click(button(container, 'Load more products'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'More could not be loaded: no page',
    );
    expect(groupTitles(container)).toEqual(['Canvas Tote']);
    expect(button(container, 'Load more products')).toBeDefined();
  });

  it('offers the login again when the session is refused', async () => {
    const api = fakeApi();
    api.groups = vi.fn(async () => ({ kind: 'session' as const }));
    const container = await show(api);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Your merchant session has ended.',
    );
    expect(container.querySelector('[role="alert"] a')?.getAttribute('href')).toBe(
      '/merchant/restock',
    );
  });
});
