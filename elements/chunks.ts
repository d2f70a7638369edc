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
  /** The groups of GROUPS the chunk shares files with. */
  groups: readonly GroupName[];
}

/**
 * Modules kept in one shared file whichever chunks use them. esbuild splits by file: a module goes
 * into a file with every module the same set of chunks reaches, so pages of different elements
 * would otherwise get one small file per combination of chunks, each costing a request and its
 * own compression. A chunk in a group reaches all of the group's modules (build.mjs imports them
 * first), so the group is one file. Every chunk also reaches the core's modules, so the runtime
 * and what `core` lists are one file too. A group holds what nearly every page using it needs.
 */
export const GROUPS = {
  /** Beside the runtime, on every page: the catalogue of messages and the cart summary. */
  core: [
    './src/i18n/messages.ts',
    './src/commerce/cart-summary.ts',
    './src/api/error-message.ts',
    './src/api/fetch-state.ts',
    './src/forms/email.ts',
    './src/api/census.ts',
  ],
  /** Every element: its attributes, its markup, its fallback; and on-demand modules. */
  element: [
    './elements/shared/define-light-element.ts',
    './elements/shared/light-markup.ts',
    './elements/shared/attributes.ts',
    './elements/shared/inert.ts',
    './elements/shared/lazy-component.ts',
    './elements/shared/style-parts.ts',
    './elements/shared/backdrop.ts',
  ],
  /** What React renders: React and the one root every React element is a portal of. */
  ui: [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    './elements/shared/define-element.ts',
    './elements/shared/portal-root.tsx',
    './elements/shared/use-runtime.ts',
    './elements/shared/use-styles.ts',
    './elements/shared/modal.tsx',
    './elements/shared/use-fetch.ts',
  ],
  /** A product's data, options, checks and the purchase flow, without React. */
  product: [
    './src/flows/page-items.ts',
    './src/commerce/product-states.ts',
    './src/commerce/product-view.ts',
    './src/commerce/add-validation.ts',
    './src/commerce/variants.ts',
    './src/flows/purchase.ts',
    './src/commerce/merchandising.ts',
    './src/commerce/template-view.ts',
    './src/commerce/option-labels.ts',
    './src/commerce/audio-preview.ts',
    './elements/shared/context-product.ts',
    './elements/shared/add-steps.ts',
    './elements/shared/alert.ts',
    './elements/shared/purchase-press.ts',
    './elements/shared/lazy-fields-modal.ts',
  ],
} as const;

export type GroupName = keyof typeof GROUPS;

/** The runtime core: one runtime, `window.Sq` and the sq:* events; loaded on every page. */
export const CORE = { name: 'core', entry: 'elements/core.ts', groups: ['core'] } as const;

/**
 * Modules a chunk imports with `import()` when it needs them (a dialog), each in a file of its
 * own; listed for their groups, so that they share the files of the chunks that load them.
 */
export const ON_DEMAND: readonly Pick<ChunkSpec, 'entry' | 'groups'>[] = [
  { entry: 'elements/shared/fields-dialog.tsx', groups: ['element', 'ui', 'product'] },
  { entry: 'elements/shared/instalment-dialog.tsx', groups: ['element', 'ui'] },
  { entry: 'markup/quick-view-dialog.ts', groups: ['element', 'product'] },
  { entry: 'elements/custom-form/address-behaviour.ts', groups: ['element', 'ui'] },
  // The analytics that wait for the page (imported by the core after load and idle).
  { entry: 'src/analytics/start.ts', groups: [] },
];

export const CHUNKS: readonly ChunkSpec[] = [
  {
    name: 'account',
    entry: 'elements/account/register.ts',
    selector: 'sq-account',
    run: 'registerAccount',
    groups: ['element'],
  },
  {
    name: 'add-to-cart',
    entry: 'elements/add-to-cart/register.ts',
    selector: 'sq-add-to-cart',
    run: 'registerAddToCart',
    groups: ['element', 'product'],
  },
  {
    name: 'afterpay-pill',
    entry: 'elements/afterpay-pill/register.ts',
    selector: 'sq-afterpay-pill',
    run: 'registerAfterpayPill',
    groups: ['element', 'product'],
  },
  {
    name: 'cart-page',
    entry: 'elements/cart-page/register.ts',
    selector: 'sq-cart-page',
    run: 'registerCartPage',
    groups: ['element', 'ui', 'product'],
  },
  {
    name: 'custom-form',
    entry: 'elements/custom-form/register.tsx',
    selector: 'sq-custom-form',
    run: 'registerCustomForm',
    groups: ['element', 'ui'],
  },
  {
    name: 'gallery',
    entry: 'elements/gallery/register.ts',
    selector: 'sq-gallery',
    run: 'registerGallery',
    groups: ['element'],
  },
  {
    name: 'pill-cart',
    entry: 'elements/pill-cart/register.ts',
    selector: 'sq-pill-cart',
    run: 'registerPillCart',
    groups: ['element'],
  },
  {
    name: 'product-reviews',
    entry: 'elements/product-reviews/register.ts',
    selector: 'sq-product-reviews',
    run: 'registerProductReviews',
    groups: ['element', 'ui'],
  },
  {
    name: 'restock-signup',
    entry: 'elements/restock-signup/register.tsx',
    selector: 'sq-restock-signup',
    run: 'registerRestockSignup',
    groups: ['element', 'ui', 'product'],
  },
  {
    // The store markup of markup/markup.ts SELECTORS: add buttons, variant options, quantities.
    name: 'template-markup',
    entry: 'markup/bind-template-markup.ts',
    selector:
      '.sqs-add-to-cart-button[data-item-id], .product-variants[data-item-id], .product-quantity-input[data-item-id]',
    run: 'bindTemplateMarkup',
    groups: ['element', 'product'],
  },
  {
    // RESTOCK_SELECTORS.box of markup/restock-markup.ts: the engine's back-in-stock blocks.
    name: 'restock-markup',
    entry: 'markup/bind-restock-markup.ts',
    selector: '.product-restock-notification[data-product-id]',
    run: 'bindRestockMarkup',
    groups: ['element', 'product'],
  },
  {
    // BUTTON_BLOCK_SELECTOR of markup/bind-button-census.ts: the census counts button blocks.
    name: 'button-census',
    entry: 'markup/bind-button-census.ts',
    selector: '.sqs-block-button-element',
    run: 'bindButtonCensus',
    groups: [],
  },
  {
    // CUSTOM_CART_SELECTOR of src/commerce/cart-summary.ts: template cart links and the engine's
    // cart count and subtotal.
    name: 'custom-carts',
    entry: 'markup/bind-custom-carts.ts',
    selector: '[data-sq-custom-cart], .sqs-cart-quantity, .sqs-cart-subtotal',
    run: 'bindCustomCarts',
    groups: [],
  },
  {
    // POPUP_OVERLAY_SELECTOR of markup/bind-popup-overlay.ts: a site's promotional pop-up.
    name: 'popup-overlay',
    entry: 'markup/bind-popup-overlay.ts',
    selector: '.sqs-popup-overlay[data-overlay-id]',
    run: 'bindPopupOverlays',
    groups: ['element'],
  },
  {
    // QUICK_VIEW_SELECTOR of markup/bind-quick-view.ts: the engine's quick-view buttons. The chunk
    // holds only their listener; the dialog comes on demand (ON_DEMAND).
    name: 'quick-view',
    entry: 'markup/bind-quick-view.ts',
    selector: '.sqs-product-quick-view-button[data-id]',
    run: 'bindQuickView',
    groups: ['element'],
  },
  {
    // AUDIO_PLAYER_SELECTOR of markup/bind-audio-player.ts: a template's audio preview.
    name: 'audio-player',
    entry: 'markup/bind-audio-player.ts',
    selector: '.squarespace-audio-player[data-audio-asset-url]',
    run: 'bindAudioPlayers',
    groups: ['element', 'product'],
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
