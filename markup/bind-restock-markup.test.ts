import { describe, expect, it, vi } from 'vitest';
import { CHUNKS } from '../elements/chunks';
import products from '../fixtures/products.json';
import { RESTOCK_SIGNUP_PATH } from '../src/api/restock';
import { cldrFor } from '../src/i18n/cldr';
import { getRuntime } from '../src/runtime/runtime';
import { Compiler, Formatters, Predicates } from '../src/template/index';
import { jsonResponse } from '../tests/helpers/api-answers';
import { click, freshPage, settle } from '../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../tests/helpers/page-context';
import { bindRestockMarkup } from './bind-restock-markup';
import { RESTOCK_SELECTORS } from './restock-markup';

const SCARF = '5f1a00000000000000000005';
const TOTE = '5f1a00000000000000000003';
const MUG = '5f1a00000000000000000001';
const byId = Object.fromEntries(products.map((p) => [p.id, p]));

/** The scarf's merchandising as the shop's catalogue has it (the bundle's copy). */
const SCARF_MERCH = {
  restockNotificationViews: ['product-page'],
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
  restockNotificationMessages: { mailingListDescription: 'Also send me news from the studio' },
};

const engine = new Compiler({ formatters: Formatters, predicates: Predicates });

/**
 * A product's store markup as the engine writes it: `restock` is what the formatter reads from
 * `productMerchandisingContext` (one view per block), `siteKey` the site's captcha key.
 */
function engineMarkup(
  itemId: string,
  restock: Record<string, unknown>,
  options: { siteKey?: string | null; variants?: boolean } = {},
): string {
  const template = `{.section item}<article class="product">${options.variants ? '{@|variants-select}' : ''}{@|product-restock-notification}</article>{.end}`;
  const item = byId[itemId] as { structuredContent: Record<string, unknown> };
  const { ctx, errors } = engine.execute({
    code: template,
    json: {
      item: {
        ...item,
        structuredContent: { ...item.structuredContent, variantOptionOrdering: ['Size', 'Color'] },
      },
      website: { captchaSettings: { siteKey: options.siteKey ?? null } },
      productMerchandisingContext: { [itemId]: restock },
    },
    cldr: cldrFor('en-US'),
  });
  if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
  return ctx.render();
}

const scarfRestock = {
  restockNotificationViews: [{ variantId: 'SQ-SCARF-01', hiddenByDefault: false }],
  restockNotificationMessages: {
    buttonText: 'Notify Me',
    CTAText: 'Get notified when this product is back in stock.',
    placeholderText: 'Email Address',
    mailingListDescription: 'Also send me news from the studio',
  },
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
};

interface PageOptions {
  siteKey?: string | null;
  storeSettings?: Record<string, unknown>;
  merchandising?: Record<string, unknown>;
  products?: Record<string, unknown>;
}

/** A page holding `body` and its page context; the site has the test captcha unless told. */
function page(body: string, options: PageOptions = {}): string {
  const siteKey = options.siteKey === undefined ? 'sq-test-site-key' : options.siteKey;
  return `${contextScript({
    products: options.products ?? fixtureProducts(),
    merchandising: options.merchandising ?? { [SCARF]: SCARF_MERCH },
    storeSettings: { variantOptionOrdering: ['Size', 'Color'], ...options.storeSettings },
    website: { captchaSettings: { siteKey } },
  })}${body}`;
}

const scarfPage = (options: PageOptions = {}) =>
  page(
    engineMarkup(SCARF, scarfRestock, {
      siteKey: options.siteKey === undefined ? 'sq-test-site-key' : options.siteKey,
    }),
    options,
  );

/** Opens the page and binds its restock markup as the loader does. */
async function open(html: string, handler = () => jsonResponse({})) {
  const opened = await freshPage(html, handler);
  bindRestockMarkup(document, getRuntime());
  await settle();
  return opened;
}

const box = (variantId?: string) =>
  document.querySelector<HTMLElement>(
    variantId
      ? `.product-restock-notification[data-variant-id="${variantId}"]`
      : '.product-restock-notification',
  ) as HTMLElement;
const email = () =>
  box().querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
const submit = () => box().querySelector<HTMLInputElement>('[type="submit"]') as HTMLInputElement;
const captcha = () => box().querySelector<HTMLInputElement>('.sq-captcha input');
/** The text of the element an id-reference attribute of `element` points to. */
const referenced = (element: Element, attribute: string) =>
  document.getElementById(element.getAttribute(attribute) ?? '')?.textContent;
const problem = () => referenced(email(), 'aria-describedby');
const restockCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === `/${RESTOCK_SIGNUP_PATH}`);

async function type(value: string): Promise<void> {
  email().value = value;
  email().dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

async function choose(name: string, value: string): Promise<void> {
  const select = document.querySelector<HTMLSelectElement>(
    `select[data-variant-option-name="${name}"]`,
  ) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

describe('the engine’s back-in-stock markup', () => {
  it('is named, described by its error line, and waits for the captcha, which says why', async () => {
    await open(scarfPage());
    expect(box().hidden).toBe(false);
    expect(email().getAttribute('aria-label')).toBe('Email Address');
    expect(email().getAttribute('autocomplete')).toBe('email');
    const error = document.getElementById(email().getAttribute('aria-describedby') ?? '');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(error?.textContent).toBe('');
    expect(box().querySelectorAll('.sq-captcha input')).toHaveLength(1);
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(referenced(submit(), 'aria-describedby')).toBe('Complete CAPTCHA before submitting.');
    // The markup itself is where it was: the form still holds the field and the submit input.
    expect(box().querySelector('form.product-restock-form input[name="email"]')).toBe(email());
  });

  it.each([
    ['', 'Email cannot be blank'],
    ['ada@', 'Email is invalid'],
  ])('%j → %s on the alert line, the field marked invalid, nothing sent', async (value, text) => {
    const { requests } = await open(scarfPage());
    await type(value);
    await click(captcha());
    await click(submit());
    expect(problem()).toBe(text);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(restockCalls(requests)).toHaveLength(0);
  });

  it('a press while the captcha waits sends nothing and takes the shopper to the captcha', async () => {
    const { requests } = await open(scarfPage());
    await type('ada@example.com');
    await click(submit());
    expect(restockCalls(requests)).toHaveLength(0);
    expect(problem()).toBe('');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(captcha());
    await click(captcha());
    expect(submit().hasAttribute('aria-disabled')).toBe(false);
    expect(submit().hasAttribute('aria-describedby')).toBe(false);
    expect(box().querySelector('.sq-captcha-hint')?.textContent).toBe('');
  });

  it('sends the signup as the element does, then says "Signed up!" on a status line', async () => {
    const { requests } = await open(scarfPage());
    await type(' ada@example.com ');
    box().querySelector<HTMLInputElement>('input[name="isJoinMailingList"]')?.click();
    await click(captcha());
    submit().focus();
    await click(submit());
    const [call] = restockCalls(requests);
    expect(call?.method).toBe('POST');
    expect(await call?.json()).toEqual({
      productId: SCARF,
      variantId: 'SQ-SCARF-01',
      siteVisitorEmail: 'ada@example.com',
      isJoinMailingList: true,
      captchaToken: 'sq-test-captcha-token',
    });
    expect(box().querySelector('form')).toBeNull();
    expect(box().querySelector('.sq-captcha')).toBeNull();
    const status = box().querySelector('[role="status"]');
    expect(status?.textContent).toBe('Signed up!');
    expect(document.activeElement).toBe(status);
  });

  it('without a site key: no captcha, no token, the button free; the site’s success text', async () => {
    const { requests } = await open(
      scarfPage({
        siteKey: null,
        storeSettings: {
          merchandisingSettings: { restockNotificationsSuccessText: 'We will write to you.' },
        },
      }),
    );
    expect(box().querySelector('.sq-captcha')).toBeNull();
    expect(submit().hasAttribute('aria-disabled')).toBe(false);
    await type('ada@example.com');
    await click(submit());
    const body = await restockCalls(requests)[0]?.json();
    expect(body).not.toHaveProperty('captchaToken');
    expect(body).toMatchObject({ isJoinMailingList: false });
    expect(box().querySelector('[role="status"]')?.textContent).toBe('We will write to you.');
  });

  it("a failure shows the server's message, resets the captcha and holds the button again", async () => {
    await open(scarfPage(), () => jsonResponse({ message: 'Signups are closed.' }, 400));
    await type('ada@example.com');
    await click(captcha());
    await click(submit());
    expect(problem()).toBe('Signups are closed.');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    expect(captcha()?.checked).toBe(false);
    expect(box().querySelector('form')).not.toBeNull();
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(referenced(submit(), 'aria-describedby')).toBe('Complete CAPTCHA before submitting.');
  });

  it('a site captcha the markup has no container for gets one', async () => {
    const markup = engineMarkup(SCARF, scarfRestock, { siteKey: null });
    await open(page(markup));
    expect(box().querySelectorAll('.sq-captcha input')).toHaveLength(1);
    expect(submit().getAttribute('aria-disabled')).toBe('true');
  });

  it("a product's blocks follow its chosen variant: only the chosen sold-out one shows", async () => {
    const restock = {
      ...scarfRestock,
      mailingListSignUpEnabled: false,
      restockNotificationViews: [
        { variantId: 'SQ-TOTE-L-NAT', hiddenByDefault: true },
        // A block the server wrote for a variant back in stock since: never shown.
        { variantId: 'SQ-TOTE-S-NAT', hiddenByDefault: true },
      ],
    };
    const { requests } = await open(
      page(engineMarkup(TOTE, restock, { siteKey: null, variants: true }), {
        merchandising: { [TOTE]: { restockNotificationViews: ['product-page'] } },
        siteKey: null,
      }),
    );
    const shown = () =>
      Array.from(
        document.querySelectorAll<HTMLElement>(RESTOCK_SELECTORS.box),
        (b) => `${b.dataset.variantId} ${b.hidden ? 'hidden' : 'shown'}`,
      );
    expect(shown()).toEqual(['SQ-TOTE-L-NAT hidden', 'SQ-TOTE-S-NAT hidden']);
    await choose('Size', 'L');
    expect(shown()).toEqual(['SQ-TOTE-L-NAT hidden', 'SQ-TOTE-S-NAT hidden']);
    await choose('Color', 'Natural');
    expect(shown()).toEqual(['SQ-TOTE-L-NAT shown', 'SQ-TOTE-S-NAT hidden']);
    await type('ada@example.com');
    await click(box('SQ-TOTE-L-NAT').querySelector('[type="submit"]'));
    expect(await restockCalls(requests)[0]?.json()).toMatchObject({
      productId: TOTE,
      variantId: 'SQ-TOTE-L-NAT',
    });
    await choose('Size', 'S');
    expect(shown()).toEqual(['SQ-TOTE-L-NAT hidden', 'SQ-TOTE-S-NAT hidden']);
  });

  it('a block for a product in stock stays hidden', async () => {
    const restock = {
      ...scarfRestock,
      restockNotificationViews: [{ variantId: 'SQ-MUG-01', hiddenByDefault: false }],
    };
    await open(page(engineMarkup(MUG, restock)));
    expect(box().hidden).toBe(true);
  });

  it('markup naming a product the page context lacks stays inert, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = await open(scarfPage({ products: {} }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(SCARF);
    expect(email().hasAttribute('aria-label')).toBe(false);
    await type('ada@example.com');
    await click(submit());
    expect(restockCalls(requests)).toHaveLength(0);
    error.mockRestore();
  });

  it('a block added to the page later is bound too', async () => {
    await open(page('<main></main>', { siteKey: null }));
    document
      .querySelector('main')
      ?.insertAdjacentHTML('beforeend', engineMarkup(SCARF, scarfRestock));
    await settle();
    expect(email().getAttribute('aria-label')).toBe('Email Address');
    expect(email().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('loads by its own chunk, for the engine’s blocks', () => {
    const chunk = CHUNKS.find((c) => c.name === 'restock-markup');
    expect(chunk?.selector).toBe(RESTOCK_SELECTORS.box);
    expect(chunk?.entry).toBe('markup/bind-restock-markup.ts');
  });
});
