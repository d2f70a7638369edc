import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_CSS } from '../../add-to-cart/styles';
import { AFTERPAY_PILL_CSS } from '../../afterpay-pill/styles';
import { CART_PAGE_CSS } from '../../cart-page/styles';
import { CUSTOM_FORM_CSS } from '../../custom-form/styles';
import { PILL_CART_CSS } from '../../pill-cart/styles';
import { RESTOCK_SIGNUP_CSS } from '../../restock-signup/styles';
import { ALERT_CSS } from '../dialogs/alert';
import { dialogCss } from '../dialogs/native-dialog';
import { FORM_CSS, formLayoutCss } from '../forms/form-styles';
import { CORE_CSS, CORE_STYLES, injectStyles, THEME, THEME_CSS } from './styles';

const fresh = () => document.implementation.createHTMLDocument('page');
/** The class names a part's rules select. */
const classes = (css: string) =>
  new Set([...css.matchAll(/(?<![\w.])\.([a-z][\w-]*)/g)].map((m) => m[1]));

const PARTS = {
  core: CORE_CSS,
  alert: ALERT_CSS,
  'pill-cart': PILL_CART_CSS,
  'cart-page': CART_PAGE_CSS,
  'add-to-cart': ADD_TO_CART_CSS,
  'afterpay-pill': AFTERPAY_PILL_CSS,
  'restock-signup': RESTOCK_SIGNUP_CSS,
  'custom-form': CUSTOM_FORM_CSS,
  'fields-modal': [
    dialogCss('sq-fields-modal', 'secondary'),
    formLayoutCss('.sq-fields-modal'),
  ].join('\n'),
};

/** Each rule's selector list (at-rules opened), as written. */
const selectors = (css: string) =>
  [...css.replace(/@media[^{]*\{/g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)].map((m) =>
    (m[1] as string).trim(),
  );

/**
 * What of a selector counts towards its specificity: the selector without its `:where(…)` groups,
 * pseudo-elements (a rule for `::placeholder` or `::backdrop` still loses to the site's), commas
 * and combinators. Empty for a rule of no specificity.
 */
function specificPart(selector: string): string {
  let rest = '';
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':where(', i)) {
      let depth = 0;
      for (i += ':where'.length; i < selector.length; i++) {
        if (selector[i] === '(') depth++;
        else if (selector[i] === ')' && --depth === 0) break;
      }
    } else {
      rest += selector[i];
    }
  }
  return rest.replace(/::[\w-]+/g, '').replace(/[\s,>+~]/g, '');
}

describe('the styles in parts', () => {
  it('the core keeps its id; every other part gets its own, once a page per key', () => {
    const doc = fresh();
    injectStyles(doc, CORE_STYLES, CORE_CSS);
    injectStyles(doc, CORE_STYLES, CORE_CSS);
    injectStyles(doc, 'pill-cart', PILL_CART_CSS);
    injectStyles(doc, 'pill-cart', PILL_CART_CSS);
    const ids = Array.from(doc.head.querySelectorAll('style'), (style) => style.id);
    expect(ids).toEqual(['sq-storefront-styles', 'sq-storefront-styles-pill-cart']);
    expect(doc.getElementById('sq-storefront-styles-pill-cart')?.textContent).toBe(PILL_CART_CSS);
  });

  it('the core holds only what every page needs: the theme and visually hidden text', () => {
    expect([...classes(CORE_CSS)]).toEqual(['sq-visually-hidden']);
    expect(CORE_CSS).toContain(THEME_CSS);
    expect([...classes(ALERT_CSS)].every((name) => name?.startsWith('sq-alert'))).toBe(true);
  });

  it('each element’s part styles only its own blocks (the cart page its instalment line too)', () => {
    const own = (css: string, blocks: string[]) =>
      [...classes(css)].filter((name) => !blocks.some((block) => name?.startsWith(block)));
    expect(own(PILL_CART_CSS, ['sq-pill-cart'])).toEqual([]);
    expect(
      own(CART_PAGE_CSS, ['sq-cart-page', 'sq-cart-item', 'sq-related', 'sq-afterpay-pill']),
    ).toEqual([]);
    expect(own(ADD_TO_CART_CSS, ['sq-add-to-cart', 'sq-product-form'])).toEqual([]);
    expect(own(AFTERPAY_PILL_CSS, ['sq-afterpay-pill'])).toEqual([]);
    expect(own(RESTOCK_SIGNUP_CSS, ['sq-restock', 'sq-captcha'])).toEqual([]);
    expect(own(CUSTOM_FORM_CSS, ['sq-form', 'sq-captcha'])).toEqual([]);
  });
});

describe('the theme', () => {
  it('every rule has no specificity (`:where`), but the two behaviours, so a site’s rule wins', () => {
    for (const [part, css] of Object.entries(PARTS)) {
      const specific = selectors(css).filter((selector) => specificPart(selector) !== '');
      expect(specific, part).toEqual(
        part === 'core'
          ? ['.sq-visually-hidden']
          : part === 'pill-cart'
            ? ['.sq-pill-cart[hidden]']
            : [],
      );
    }
  });

  it('defines every property the parts use, on :root at no specificity, dark colours in a media query', () => {
    const defined = new Set(Object.keys(THEME.light).map((name) => `--sq-${name}`));
    for (const [part, css] of Object.entries(PARTS)) {
      const used = [...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]);
      expect(
        used.filter((name) => !defined.has(name as string)),
        part,
      ).toEqual([]);
    }
    expect(Object.keys(THEME.dark).every((name) => name.startsWith('color-'))).toBe(true);
    expect(Object.keys(THEME.dark).every((name) => name in THEME.light)).toBe(true);
    expect(THEME_CSS).toMatch(/^:where\(:root\)\{--sq-font:/);
    expect(THEME_CSS).toContain(
      '@media (prefers-color-scheme:dark){:where(:root){--sq-color-text:',
    );
  });

  // "Theming" in docs/site-integration.md is the theme's documentation: its table names every
  // property with its defaults, light and dark, as THEME has them, and no property THEME lacks.
  it('the docs document every property with its light and dark defaults', () => {
    const rows = [
      ...readFileSync('docs/site-integration.md', 'utf8').matchAll(
        /^\| `--sq-([\w-]+)` \| `([^`]*)` \| (?:`([^`]*)`)? *\|/gm,
      ),
    ];
    const squash = (value: string) => value.replace(/\s+/g, '');
    expect(Object.fromEntries(rows.map(([, name, light]) => [name, squash(light ?? '')]))).toEqual(
      THEME.light,
    );
    expect(
      Object.fromEntries(rows.flatMap(([, name, , dark]) => (dark ? [[name, squash(dark)]] : []))),
    ).toEqual(THEME.dark);
  });

  it('keeps text at 4.5:1 or more on what it is drawn on, in both schemes', () => {
    const luminance = (hex: string) => {
      const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const PAIRS = [
      ['color-text', 'color-background'],
      ['color-text', 'color-surface'],
      ['color-muted', 'color-background'],
      ['color-muted', 'color-surface'],
      ['color-error', 'color-background'],
      ['color-error', 'color-surface'],
      ['color-accent-text', 'color-accent'],
      ['color-accent-text', 'color-muted'],
      ['color-background', 'color-error'],
    ] as const;
    for (const scheme of [THEME.light, { ...THEME.light, ...THEME.dark }]) {
      for (const [text, background] of PAIRS) {
        expect(
          contrast(scheme[text], scheme[background]),
          `${text} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(scheme['color-border'], scheme['color-background'])).toBeGreaterThanOrEqual(
        3,
      );
    }
  });
});

describe('forms', () => {
  it('a form in a dialog gets its whole layout; a custom form, served by the server, only paint and guards', () => {
    expect(formLayoutCss('.sq-fields-modal')).toContain('grid-template-columns:repeat(auto-fill');
    expect(FORM_CSS).not.toMatch(/grid-template|padding:(?!var\(--sq-space\))|font-size|gap:/);
  });
});
