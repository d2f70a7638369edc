/**
 * The README and docs/*.md hold together: every relative link reaches a file and every anchor a
 * heading of it, every repository path named in code exists, the README stays a short map that
 * links every page, and every generated block equals what tools/docs/generate.mjs writes now from
 * its source (the elements reference from the build's dist/custom-elements.json).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDocs } from '../../tools/docs/generate.mjs';
import { anchors } from '../../tools/docs/markdown.mjs';
import { relativeLinks, repositoryPaths } from '../../tools/docs/references.mjs';

const ROOT = join(import.meta.dirname, '../..');
const PAGES = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const FILES = ['README.md', ...PAGES];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the docs', () => {
  it('every relative link reaches a file, and every anchor a heading of that file', () => {
    const broken: string[] = [];
    for (const file of FILES) {
      for (const { path, anchor } of relativeLinks(read(file))) {
        const target = path ? normalize(join(dirname(file), path)) : file;
        const link = `${file} → ${path}${anchor === null ? '' : `#${anchor}`}`;
        if (!existsSync(join(ROOT, target))) broken.push(`${link}: no such file`);
        else if (anchor !== null && !anchors(read(target)).has(anchor)) {
          broken.push(`${link}: no such heading`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every repository path they name exists', () => {
    const missing = FILES.flatMap((file) =>
      repositoryPaths(read(file))
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('the README is under 300 lines and links every page of docs/', () => {
    const readme = read('README.md');
    expect(readme.trimEnd().split('\n').length).toBeLessThan(300);
    const linked = new Set(relativeLinks(readme).map(({ path }) => normalize(path)));
    expect(PAGES.filter((page) => !linked.has(page))).toEqual([]);
  });

  it('every generated block is what its generator writes now', async () => {
    const results = await renderDocs(ROOT);
    expect(results.reduce((sum, { blocks }) => sum + blocks, 0)).toBeGreaterThan(0);
    const stale = results.flatMap(({ file, stale }) => stale.map((name) => `${file}: ${name}`));
    expect(stale, 'stale blocks: run node tools/docs/generate.mjs').toEqual([]);
  });
});
