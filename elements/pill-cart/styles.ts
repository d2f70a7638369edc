/**
 * The pill's part of the styles (see elements/shared/styles/styles.ts), injected when the element
 * registers. The pill is fixed to the viewport's corner, out of the flow, and the server writes it
 * hidden, so styling it never shifts the layout. Its colours are the theme's accent.
 */
export const PILL_CART_CSS = [
  ':where(.sq-pill-cart){position:fixed;right:1.25rem;bottom:1.25rem;z-index:1000;display:inline-flex;align-items:center;gap:.5rem;box-sizing:border-box;min-height:2.75rem;padding:.6rem 1rem;border-radius:999px;background:var(--sq-color-accent);color:var(--sq-color-accent-text);font:600 1rem/1 var(--sq-font);text-decoration:none;box-shadow:0 2px 10px rgba(0,0,0,.25)}',
  // A behaviour, not a look: no site rule showing the pill may show it while it is hidden.
  '.sq-pill-cart[hidden]{display:none}',
  ':where(.sq-pill-cart:focus-visible){outline:3px solid var(--sq-color-focus);outline-offset:3px}',
].join('\n');
