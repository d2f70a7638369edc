/**
 * The helpers every part of the styles is written with (see styles.ts): what a button or a field
 * looks like, in the theme's custom properties, at zero specificity. In the `element` group's file
 * (elements/chunks.ts), beside the code of every element: a page with no element does not load
 * them. What a dialog looks like is the native dialog's (dialogs/native-dialog.ts `dialogCss`),
 * which comes with the dialogs.
 */

/** The focus ring of every control the bundle styles. */
export const FOCUS = 'outline:3px solid var(--sq-color-focus);outline-offset:2px';

/**
 * Paint only, safe on server markup: a primary (accent) or secondary button's colours, radius,
 * focus ring and its unavailable look (disabled, or `aria-disabled` while busy or held).
 */
export function buttonSkin(selector: string, kind: 'primary' | 'secondary' = 'primary'): string {
  const is = `:where(${selector})`;
  return kind === 'primary'
    ? [
        `${is}{background-color:var(--sq-color-accent);color:var(--sq-color-accent-text);border-color:var(--sq-color-accent);border-style:solid;border-radius:var(--sq-radius);cursor:pointer}`,
        `${is}:where(:disabled,[aria-disabled=true]){background-color:var(--sq-color-muted);border-color:var(--sq-color-muted);cursor:not-allowed}`,
        `${is}:where(:focus-visible){${FOCUS}}`,
      ].join('\n')
    : [
        `${is}{background-color:var(--sq-color-background);color:var(--sq-color-text);border-color:var(--sq-color-border);border-style:solid;border-radius:var(--sq-radius);cursor:pointer}`,
        `${is}:where(:hover){background-color:var(--sq-color-surface)}`,
        `${is}:where(:disabled,[aria-disabled=true]){color:var(--sq-color-muted);cursor:not-allowed}`,
        `${is}:where(:focus-visible){${FOCUS}}`,
      ].join('\n');
}

/**
 * Layout, for buttons (and links shown as buttons) the bundle alone renders: a shop's button, at
 * least 44 px high (36 px `small`), never wider than its container.
 */
export function buttonBox(selector: string, size: 'normal' | 'small' = 'normal'): string {
  const [height, padding, font] =
    size === 'normal'
      ? ['2.75rem', '.5rem 1.25rem', '1rem']
      : ['2.25rem', '.375rem .875rem', '.875rem'];
  return `:where(${selector}){display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;max-width:100%;min-height:${height};padding:${padding};border-width:1px;font:600 ${font}/1.2 var(--sq-font);text-align:center;text-decoration:none}`;
}

/**
 * Paint only, safe on server markup: the text fields, selects, checkboxes and radios inside
 * `scope`, with their placeholder and focus ring; and the overflow guard of every control.
 */
export function fieldSkin(scope: string): string {
  const within = `:where(${scope})`;
  return [
    `${within} :where(input:not([type=checkbox],[type=radio]),select,textarea){color:var(--sq-color-text);background-color:var(--sq-color-background);border-color:var(--sq-color-border);border-style:solid;border-radius:var(--sq-radius)}`,
    `${within} :where(input,select,textarea){max-width:100%}`,
    `${within} :where(input,select,textarea):where(:focus-visible){${FOCUS}}`,
    `${within} :where(input,textarea)::placeholder{color:var(--sq-color-muted);opacity:1}`,
    `${within} :where([type=checkbox],[type=radio]){accent-color:var(--sq-color-accent)}`,
  ].join('\n');
}
