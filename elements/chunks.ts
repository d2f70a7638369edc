/**
 * The parts of the bundle the loader (`elements/loader.ts`) fetches only when a page needs them.
 * build.mjs builds one ES module chunk per entry of CHUNKS, plus the core, with code splitting:
 * React and whatever else two chunks share land in shared chunks, loaded once a page. This file
 * has no imports, so build.mjs reads it on its own; the loader does not carry it, only the
 * manifest the build derives from it (ChunkManifest, without entry paths).
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
 * and what `core` lists are one file too. A group holds what nearly every page using it needs at
 * start: what only some of its pages use costs every other one its bytes, and what is used only
 * once something opens (a dialog) is in no group, but on demand (ON_DEMAND).
 */
export const GROUPS = {
  /**
   * Beside the runtime, on every page: the catalogue of messages and the cart summary; and how a
   * binder starts once the page is parsed, which the pop-up's binder (a chunk of no group) shares
   * with the audio player's.
   */
  core: [
    './src/i18n/messages.ts',
    './src/commerce/cart-summary.ts',
    './src/api/error-message.ts',
    './src/api/fetch-state.ts',
    './src/forms/email.ts',
    './src/api/census.ts',
    './markup/once-parsed.ts',
  ],
  /**
   * Every element: its attributes (with the one id rule), its markup, its fallback, how it follows
   * a store and undoes a bind, the look of buttons and fields, and how a module comes on demand.
   * No dialog: each comes on demand, the native dialog builder with it (ON_DEMAND), so a page
   * downloads none before one opens.
   */
  element: [
    './elements/shared/define/define-light-element.ts',
    './elements/shared/define/light-markup.ts',
    './elements/shared/define/attributes.ts',
    './elements/shared/define/inert.ts',
    './elements/shared/define/follow.ts',
    './elements/shared/define/undo.ts',
    './elements/shared/dialogs/on-demand.ts',
    './elements/shared/styles/style-parts.ts',
    './src/contract/ids.ts',
  ],
  /**
   * What React renders: React and the one root every React element is a portal of. The React
   * dialog is not here: only the dialogs loaded on demand render it.
   */
  ui: [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    './elements/shared/define/define-element.ts',
    './elements/shared/react/portal-root.tsx',
    './elements/shared/react/use-runtime.ts',
    './elements/shared/react/use-styles.ts',
    './elements/shared/react/use-fetch.ts',
  ],
  /**
   * A product's data, options, checks and the purchase flow, without React; the alert of a refused
   * or failed add comes on demand (fetched at the press).
   */
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
    './elements/shared/define/context-product.ts',
    './elements/shared/purchase/add-timeline.ts',
    './elements/shared/dialogs/alert-on-demand.ts',
    './elements/shared/purchase/purchase-press.ts',
    './elements/shared/forms/fields-dialog-on-demand.ts',
  ],
} as const;

export type GroupName = keyof typeof GROUPS;

/** The runtime core: one runtime, `window.Sq` and the sq:* events; loaded on every page. */
export const CORE = { name: 'core', entry: 'elements/core.ts', groups: ['core'] } as const;

/**
 * Modules a chunk imports with `import()` when it needs them (a dialog), each in a file of its
 * own; listed for their groups, so that they share the files of the chunks that load them. Every
 * dialog is one, and only they import the native dialog builder (native-dialog.ts, with the
 * backdrop and the dialogs' look), so it is in a file that comes with the first dialog opened.
 */
export const ON_DEMAND: readonly Pick<ChunkSpec, 'entry' | 'groups'>[] = [
  { entry: 'elements/shared/forms/open-fields-dialog.tsx', groups: ['element', 'ui', 'product'] },
  { entry: 'elements/shared/instalments/open-instalment-dialog.tsx', groups: ['element', 'ui'] },
  { entry: 'markup/quick-view-dialog.ts', groups: ['element', 'product'] },
  { entry: 'elements/shared/dialogs/alert.ts', groups: ['element'] },
  { entry: 'elements/gallery/lightbox.ts', groups: ['element'] },
  { entry: 'elements/account/sign-in-dialog.ts', groups: ['element'] },
  // The builder itself, which the pop-up's binder imports to open the site's own <dialog>.
  { entry: 'elements/shared/dialogs/native-dialog.ts', groups: ['element'] },
  { entry: 'elements/custom-form/address-behaviour.ts', groups: ['element', 'ui'] },
  // The analytics that wait for the page (imported by the core after load and idle).
  { entry: 'src/analytics/start.ts', groups: [] },
];

/**
 * A custom element's chunk: `<sq-{name}>`, registered by `register{Name}` of its folder's
 * `register.ts` (`register.tsx` where the registration renders JSX).
 */
function elementChunk(name: string, groups: readonly GroupName[], file = 'register.ts'): ChunkSpec {
  const pascal = name.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const entry = `elements/${name}/${file}`;
  return { name, entry, selector: `sq-${name}`, run: `register${pascal}`, groups };
}

/** A binder's chunk: `markup/bind-{name}.ts`, whose `run` upgrades the markup `selector` finds. */
function binderChunk(
  name: string,
  run: string,
  selector: string,
  groups: readonly GroupName[],
): ChunkSpec {
  return { name, entry: `markup/bind-${name}.ts`, selector, run, groups };
}

export const CHUNKS: readonly ChunkSpec[] = [
  elementChunk('account', ['element']),
  elementChunk('add-to-cart', ['element', 'product']),
  elementChunk('afterpay-pill', ['element', 'product']),
  elementChunk('cart-page', ['element', 'ui', 'product']),
  elementChunk('custom-form', ['element', 'ui'], 'register.tsx'),
  elementChunk('gallery', ['element']),
  elementChunk('pill-cart', ['element']),
  elementChunk('product-reviews', ['element', 'ui']),
  elementChunk('restock-signup', ['element', 'ui', 'product'], 'register.tsx'),
  // The store markup of markup/markup.ts SELECTORS: add buttons, variant options, quantities.
  binderChunk(
    'template-markup',
    'bindTemplateMarkup',
    '.sqs-add-to-cart-button[data-item-id], .product-variants[data-item-id], .product-quantity-input[data-item-id]',
    ['element', 'product'],
  ),
  // RESTOCK_SELECTORS.box of markup/restock-markup.ts: the engine's back-in-stock blocks.
  binderChunk(
    'restock-markup',
    'bindRestockMarkup',
    '.product-restock-notification[data-product-id]',
    ['element', 'product'],
  ),
  // BUTTON_BLOCK_SELECTOR of markup/bind-button-census.ts: the census counts button blocks.
  binderChunk('button-census', 'bindButtonCensus', '.sqs-block-button-element', []),
  // CUSTOM_CART_SELECTOR of src/commerce/cart-summary.ts: template cart links and the engine's
  // cart count and subtotal.
  binderChunk(
    'custom-carts',
    'bindCustomCarts',
    '[data-sq-custom-cart], .sqs-cart-quantity, .sqs-cart-subtotal',
    [],
  ),
  // POPUP_OVERLAY_SELECTOR of markup/bind-popup-overlay.ts: a site's promotional pop-up. No group:
  // the binder shares nothing with the elements, and what opens the pop-up comes on demand.
  binderChunk('popup-overlay', 'bindPopupOverlays', '.sqs-popup-overlay[data-overlay-id]', []),
  // QUICK_VIEW_SELECTOR of markup/bind-quick-view.ts: the engine's quick-view buttons. The chunk
  // holds only their listener; the dialog comes on demand (ON_DEMAND).
  binderChunk('quick-view', 'bindQuickView', '.sqs-product-quick-view-button[data-id]', [
    'element',
  ]),
  // AUDIO_PLAYER_SELECTOR of markup/bind-audio-player.ts: a template's audio preview.
  binderChunk(
    'audio-player',
    'bindAudioPlayers',
    '.squarespace-audio-player[data-audio-asset-url]',
    ['element', 'product'],
  ),
];

/**
 * What the build writes into the loader (so the loader carries no entry paths): every chunk file
 * the loader requests, relative to the loader's URL (a file only imported on demand is named by
 * the chunk that imports it, not here), and for the core and each chunk the indices of its own
 * file and of every file it imports (shared chunks, however deep), so the loader requests all of
 * them at once.
 */
export interface ChunkManifest {
  files: readonly string[];
  core: readonly number[];
  chunks: readonly (Pick<ChunkSpec, 'name' | 'selector' | 'run'> & { files: readonly number[] })[];
}
