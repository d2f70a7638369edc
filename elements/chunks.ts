/**
 * The parts of the bundle the loader (`elements/loader.ts`) fetches only when a page needs them.
 * build.mjs builds one ES module chunk per entry here, plus the core, with code splitting: React
 * and whatever else two chunks share land in shared chunks, loaded once a page. This file has no
 * imports, so the loader carries nothing but this table.
 */
export interface ChunkSpec {
  /** The chunk's name: its file is `chunks/<name>-<content hash>.js`. */
  name: string;
  /** The module the chunk is built from (read by build.mjs). */
  entry: string;
  /** The markup that needs it: a custom element's tag, or the template markup a binder upgrades. */
  selector: string;
  /** The function the chunk exports and the loader calls once the core has started: `(document, runtime)`. */
  run: string;
}

/** The runtime core: one runtime, `window.Sq` and the sq:* events; loaded on every page. */
export const CORE = { name: 'core', entry: 'elements/core.ts' } as const;

export const CHUNKS: readonly ChunkSpec[] = [
  {
    name: 'add-to-cart',
    entry: 'elements/add-to-cart/register.ts',
    selector: 'sq-add-to-cart',
    run: 'registerAddToCart',
  },
  {
    name: 'afterpay-pill',
    entry: 'elements/afterpay-pill/register.ts',
    selector: 'sq-afterpay-pill',
    run: 'registerAfterpayPill',
  },
  {
    name: 'cart-page',
    entry: 'elements/cart-page/register.ts',
    selector: 'sq-cart-page',
    run: 'registerCartPage',
  },
  {
    name: 'custom-form',
    entry: 'elements/custom-form/register.tsx',
    selector: 'sq-custom-form',
    run: 'registerCustomForm',
  },
  {
    name: 'pill-cart',
    entry: 'elements/pill-cart/register.ts',
    selector: 'sq-pill-cart',
    run: 'registerPillCart',
  },
  {
    name: 'product-reviews',
    entry: 'elements/product-reviews/register.ts',
    selector: 'sq-product-reviews',
    run: 'registerProductReviews',
  },
  {
    name: 'restock-signup',
    entry: 'elements/restock-signup/register.tsx',
    selector: 'sq-restock-signup',
    run: 'registerRestockSignup',
  },
  {
    // The store markup of markup/markup.ts SELECTORS: add buttons, variant options, quantities.
    name: 'template-markup',
    entry: 'markup/bind-template-markup.ts',
    selector:
      '.sqs-add-to-cart-button[data-item-id], .product-variants[data-item-id], .product-quantity-input[data-item-id]',
    run: 'bindTemplateMarkup',
  },
  {
    // CUSTOM_CART_SELECTOR of src/commerce/cart-summary.ts.
    name: 'custom-carts',
    entry: 'markup/bind-custom-carts.ts',
    selector: '[data-sq-custom-cart]',
    run: 'bindCustomCarts',
  },
];

/**
 * What the build writes into the loader (so the loader carries no entry paths): every chunk file,
 * relative to the loader's URL, and for the core and each chunk the indices of its own file and of
 * every file it imports (shared chunks, however deep), so the loader requests all of them at once.
 */
export interface ChunkManifest {
  files: readonly string[];
  core: readonly number[];
  chunks: readonly (Pick<ChunkSpec, 'name' | 'selector' | 'run'> & { files: readonly number[] })[];
}
