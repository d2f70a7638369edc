import { readdir, readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Sizes in bytes of a built file as served: minified, gzip -9 and brotli at quality 11. */
export async function bundleSize(path) {
  const code = await readFile(path);
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The page types of the per-page table: the chunks each one's markup makes the loader fetch. */
export const PAGE_TYPES = [
  {
    page: 'product page (add-to-cart, pill cart, Afterpay pill)',
    chunks: ['add-to-cart', 'pill-cart', 'afterpay-pill'],
  },
  { page: 'pill cart only', chunks: ['pill-cart'] },
  {
    page: 'shop list (template markup, quick view, cart count, pill)',
    chunks: ['template-markup', 'quick-view', 'custom-carts', 'pill-cart'],
  },
  {
    page: 'shop product page (template markup, cart count, pill)',
    chunks: ['template-markup', 'custom-carts', 'pill-cart'],
  },
  {
    page: 'shop sold-out page (+ restock markup)',
    chunks: ['template-markup', 'restock-markup', 'custom-carts', 'pill-cart'],
  },
  {
    page: 'shop digital product (+ audio player)',
    chunks: ['template-markup', 'audio-player', 'custom-carts', 'pill-cart'],
  },
  { page: 'cart page (cart page, pill cart)', chunks: ['cart-page', 'pill-cart'] },
  { page: 'custom cart list (add-to-cart, custom cart)', chunks: ['add-to-cart', 'custom-carts'] },
  { page: 'form page (custom form)', chunks: ['custom-form'] },
  {
    page: 'sold-out product (add-to-cart, restock, pill)',
    chunks: ['add-to-cart', 'restock-signup', 'pill-cart'],
  },
  { page: 'gallery page (gallery)', chunks: ['gallery'] },
  { page: 'content page with a gallery and the pill', chunks: ['gallery', 'pill-cart'] },
  { page: 'landing page (button census, pop-up)', chunks: ['button-census', 'popup-overlay'] },
  { page: 'no element (core only)', chunks: [] },
];

/**
 * The loader's files as built (build/chunk-manifest.json, written by build.mjs): each file's sizes,
 * each chunk's own file, what each page type downloads (the script, the core and its chunks with
 * every shared chunk they import, each file once), and the sum of every file.
 */
export async function chunkSizes(dist = 'dist') {
  const built = JSON.parse(await readFile('build/chunk-manifest.json', 'utf8'));
  const paths = (indices) => indices.map((index) => built.files[index]);
  const manifest = Object.fromEntries([
    ['core', paths(built.core)],
    ...built.chunks.map((chunk) => [chunk.name, paths(chunk.files)]),
  ]);
  const files = new Map();
  const sizeOf = async (file) => {
    if (!files.has(file)) files.set(file, await bundleSize(`${dist}/${file}`));
    return files.get(file);
  };
  const loader = await sizeOf('sq-storefront.js');
  const chunks = [];
  for (const [name, list] of Object.entries(manifest)) {
    chunks.push({ name, file: list[0], size: await sizeOf(list[0]) });
    for (const file of list.slice(1)) await sizeOf(file);
  }
  const total = (list) => {
    const sum = { minified: 0, gzip: 0, brotli: 0, files: list.length };
    for (const file of list) {
      for (const key of ['minified', 'gzip', 'brotli']) sum[key] += files.get(file)[key];
    }
    return sum;
  };
  const pages = PAGE_TYPES.map(({ page, chunks: needed }) => {
    const list = new Set(['sq-storefront.js']);
    for (const name of ['core', ...needed]) for (const file of manifest[name]) list.add(file);
    return { page, chunks: needed, ...total([...list]) };
  });
  const shared = [...files.keys()].filter((f) => /\/shared-/.test(f));
  // Files no page loads at start: what a chunk imports only when it needs it (a dialog).
  const onDemand = [];
  for (const name of await readdir(`${dist}/chunks`)) {
    const file = `chunks/${name}`;
    if (name.endsWith('.js') && !files.has(file)) {
      onDemand.push(file);
      await sizeOf(file);
    }
  }
  return {
    loader,
    chunks,
    shared: total(shared),
    onDemand: total(onDemand),
    pages,
    all: total([...files.keys()]),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bundle table of `npm run bench`: each chunk, and what each page type downloads. */
export async function printBundleSizes() {
  const sizes = await chunkSizes();
  const sizeLine = (size) =>
    `${kb(size.minified).padStart(9)}  ${kb(size.gzip).padStart(8)}  ${kb(size.brotli).padStart(8)}`;
  console.log('\nBundle: dist/sq-storefront.js (the loader) and its chunks in dist/chunks');
  console.log('  file                                 minified      gzip    brotli');
  console.log(`  ${'sq-storefront.js (loader)'.padEnd(34)} ${sizeLine(sizes.loader)}`);
  for (const chunk of sizes.chunks) {
    console.log(`  ${`${chunk.name} chunk`.padEnd(34)} ${sizeLine(chunk.size)}`);
  }
  console.log(
    `  ${`shared chunks (${sizes.shared.files} files)`.padEnd(34)} ${sizeLine(sizes.shared)}`,
  );
  console.log(
    `  ${`loaded on demand (${sizes.onDemand.files} files)`.padEnd(34)} ${sizeLine(sizes.onDemand)}`,
  );
  console.log(`  ${`everything (${sizes.all.files} files)`.padEnd(34)} ${sizeLine(sizes.all)}`);
  console.log('\nPer page type: what the loader fetches before the page works (each file once)');
  console.log(
    '  page                                                 files  minified      gzip    brotli',
  );
  for (const page of sizes.pages) {
    console.log(`  ${page.page.padEnd(52)} ${String(page.files).padStart(5)} ${sizeLine(page)}`);
  }
}

// `node tests/bench/size.mjs` after `npm run build`: the bundle table alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await printBundleSizes();
