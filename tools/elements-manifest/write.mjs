// The element manifest and the editors' data, written by the build (tools/kit.mjs) from the
// definitions the bundle's elements register (load.mjs):
// - dist/custom-elements.json, a Custom Elements Manifest (schema 2.1.0): one module, the script
//   dist/sq-storefront.js, declaring every element with its attributes, events and custom
//   properties, and the page's `data-sq-*` attributes as `x-` fields (manifest.mjs);
// - dist/vscode.html-custom-data.json, VS Code's HTML custom data (version 1.1): the same
//   elements and attributes, and the markers a site writes as global attributes.
// Both end with a newline and change only when the code does.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadElements } from './load.mjs';
import { customElementsManifest, describeElements, vscodeCustomData } from './manifest.mjs';

export const MANIFEST_FILE = 'custom-elements.json';
export const VSCODE_FILE = 'vscode.html-custom-data.json';

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
/** The checkout this file is part of. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The element manifest the build wrote (`path`: dist/custom-elements.json of the checkout unless
 * told), for what reads it after the build: the type declarations' writer and the docs.
 */
export async function readElementManifest(path = join(ROOT, 'dist', MANIFEST_FILE)) {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    throw new Error(
      `${relative(ROOT, path)} is missing: run npm run build first (the element manifest's ` +
        'writer, tools/elements-manifest/write.mjs, runs before the types and the docs read it)',
    );
  }
  return JSON.parse(text);
}

/** Both files' text, from the checkout at `root`. */
export async function elementManifestFiles(root = ROOT) {
  const [loaded, pkg] = await Promise.all([
    loadElements(root),
    readFile(join(root, 'package.json'), 'utf8').then(JSON.parse),
  ]);
  const declarations = describeElements(loaded);
  return {
    [MANIFEST_FILE]: json(customElementsManifest(declarations)),
    [VSCODE_FILE]: json(vscodeCustomData(declarations, pkg)),
  };
}

/** Writes both files into `outDir` (dist/ of the checkout at `root` by default). */
export async function writeElementManifest({ root = ROOT, outDir } = {}) {
  const dir = outDir ?? join(root, 'dist');
  const files = await elementManifestFiles(root);
  await mkdir(dir, { recursive: true });
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(dir, name), text)));
  return Object.keys(files).map((name) => join(dir, name));
}
