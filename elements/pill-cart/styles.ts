/**
 * The pill's part of the styles (see elements/shared/styles.ts), injected when the element
 * registers. The pill is fixed to the viewport's corner, out of the flow, and the server writes
 * it hidden, so styling it never shifts the layout.
 */
export const PILL_CART_CSS = [
  '.sq-pill-cart{position:fixed;right:1.25rem;bottom:1.25rem;z-index:1000;display:inline-flex;align-items:center;gap:.5rem;padding:.6rem 1rem;border-radius:999px;background:#111;color:#fff;font:600 1rem/1 system-ui,sans-serif;text-decoration:none;box-shadow:0 2px 10px rgba(0,0,0,.25)}',
  '.sq-pill-cart[hidden]{display:none}',
  '.sq-pill-cart:focus-visible{outline:3px solid #4b8bff;outline-offset:3px}',
].join('\n');
