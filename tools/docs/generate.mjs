// The generated parts of docs/*.md: each sits between `<!-- generated:NAME -->` and
// `<!-- /generated:NAME -->` and is rendered from its source, so the docs cannot drift from it.
// `node tools/docs/generate.mjs` rewrites every block; `--check` rewrites nothing and exits 1
// naming each stale block. The elements reference needs the build's dist/custom-elements.json.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readElementManifest } from '../elements-manifest/write.mjs';
import { loadChunkTable, renderChunks } from './chunks-table.mjs';
import { renderElements, renderMarkers } from './elements-reference.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/** The manifest the build writes; the docs are checked against the one of the last build. */
export const MANIFEST = 'dist/custom-elements.json';

const readManifest = (root) => readElementManifest(join(root, MANIFEST));

/** Each block's renderer, by name: `(root) => Promise<markdown>`. */
export const RENDERERS = {
  async elements(root) {
    return renderElements(await readManifest(root));
  },
  async markers(root) {
    return renderMarkers(await readManifest(root));
  },
  async chunks(root) {
    return renderChunks(await loadChunkTable(root));
  },
};

const BLOCK = /(<!-- generated:([\w-]+) -->\n)([\s\S]*?)(<!-- \/generated:\2 -->)/g;

/** The blocks of one Markdown text: name and current content. */
export function blocksOf(markdown) {
  return [...markdown.matchAll(BLOCK)].map((m) => ({ name: m[2], content: m[3] }));
}

/** The text with each block's content replaced by `contents[name]`. */
export function withBlocks(markdown, contents) {
  return markdown.replace(BLOCK, (_, open, name, _content, close) => {
    if (!(name in contents)) throw new Error(`no generator for the block generated:${name}`);
    return `${open}${contents[name]}\n${close}`;
  });
}

/** Every docs/*.md file (absolute paths), in name order. */
async function docsFiles(root) {
  const names = (await readdir(join(root, 'docs'))).filter((n) => n.endsWith('.md')).sort();
  return names.map((name) => join(root, 'docs', name));
}

/**
 * Renders every block of every docs page: for each file, its text now and as it should be, and
 * the names of its blocks that differ.
 */
export async function renderDocs(root = ROOT, renderers = RENDERERS) {
  const cache = new Map();
  const render = (name) => {
    if (!renderers[name]) throw new Error(`no generator for the block generated:${name}`);
    if (!cache.has(name)) cache.set(name, renderers[name](root));
    return cache.get(name);
  };
  const results = [];
  for (const file of await docsFiles(root)) {
    const text = await readFile(file, 'utf8');
    const blocks = blocksOf(text);
    const contents = {};
    for (const { name } of blocks) contents[name] = await render(name);
    const expected = withBlocks(text, contents);
    const stale = blocks
      .filter(({ name, content }) => content !== `${contents[name]}\n`)
      .map(({ name }) => name);
    results.push({ file: relative(root, file), text, expected, stale, blocks: blocks.length });
  }
  return results;
}

async function main(args) {
  const check = args.includes('--check');
  const results = await renderDocs();
  let stale = 0;
  for (const { file, expected, stale: names } of results) {
    for (const name of names) {
      stale++;
      console.log(`${file}: generated:${name} ${check ? 'is stale' : 'rewritten'}`);
    }
    if (!check && names.length > 0) await writeFile(join(ROOT, file), expected);
  }
  if (check && stale > 0) {
    console.log('run node tools/docs/generate.mjs to rewrite them');
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`docs: ${error.message}`);
    process.exitCode = 2;
  });
}
