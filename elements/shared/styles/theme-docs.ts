import type { THEME } from './styles';

/**
 * What each of the theme's custom properties (`--sq-<name>`, styles.ts `THEME`) sets, for the
 * element manifest (tools/elements-manifest/), which lists the ones each element's styles read
 * with their defaults from THEME. The bundle never imports this file. Keyed by THEME's names, so
 * a property added to the theme without its sentence fails to compile.
 */
export const THEME_DOCS: Readonly<Record<keyof typeof THEME.light, string>> = {
  font: 'The typeface of what the bundle renders itself: dialogs, the pill, the cart page.',
  radius: 'The corner radius of buttons, fields and marks (dialogs use twice as much).',
  space: 'The spacing unit of the cart page, of forms in dialogs and of the thank-you box.',
  'color-text': 'Text of fields, secondary buttons and dialogs.',
  'color-background': 'Background of fields, secondary buttons and dialogs.',
  'color-surface':
    'A quieter background: a missing image, the thank-you box, a secondary button under the pointer.',
  'color-muted':
    'Secondary text (descriptions, counters, hints) and the look of an unavailable primary button.',
  'color-border': 'Borders of fields and secondary buttons; keep 3:1 against the background.',
  'color-line': 'Dividers and the edges of dialogs and boxes.',
  'color-accent':
    'Primary buttons (add to cart, Checkout, submit), the pill, marks and checkboxes.',
  'color-accent-text': 'Text drawn on the accent colour.',
  'color-error': 'Errors, the scarcity line and the sold-out mark.',
  'color-focus': 'The focus ring of every control the bundle styles.',
};
