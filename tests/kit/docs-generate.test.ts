/**
 * The docs' generator (tools/docs/): the elements reference it renders from a Custom Elements
 * Manifest (a fixture here, the build's in docs.test.ts), the chunk table from the bundle's own,
 * and how it finds a stale generated block.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadChunkTable, renderChunks } from '../../tools/docs/chunks-table.mjs';
import { renderElements, renderMarkers } from '../../tools/docs/elements-reference.mjs';
import { renderDocs, withBlocks } from '../../tools/docs/generate.mjs';
import { anchors, slug } from '../../tools/docs/markdown.mjs';

const ROOT = join(import.meta.dirname, '../..');
const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures/custom-elements.json'), 'utf8'),
);

describe('the data-sq-* attributes', () => {
  it('lists what a site writes, then what the script sets, each by name, with its description', () => {
    const table = renderMarkers({
      modules: [
        {
          'x-global-attributes': [
            { name: 'data-sq-view', description: 'The view.' },
            { name: 'data-sq-custom-cart', description: 'A cart | of its own.' },
          ],
          'x-state-attributes': [{ name: 'data-sq-state', description: 'Adding or added.' }],
        },
      ],
    }).split('\n');
    expect(table.slice(2)).toEqual([
      '| `data-sq-custom-cart` | the site | A cart \\| of its own. |',
      '| `data-sq-view` | the site | The view. |',
      '| `data-sq-state` | the script | Adding or added. |',
    ]);
    expect(() => renderMarkers({ modules: [{}] })).toThrow('lists no markers');
  });
});

describe('the elements reference', () => {
  const text = renderElements(manifest);

  it('has one heading per element, by tag name, with the anchor the docs link to', () => {
    expect(text.match(/^### .*$/gm)).toEqual(['### `<sq-add-to-cart>`', '### `<sq-pill-cart>`']);
    expect([...anchors(text)]).toEqual(['sq-add-to-cart', 'sq-pill-cart']);
  });

  it('tables each attribute with its type, default, whether it is required and description', () => {
    expect(text).toContain('| attribute | type | default | required | description |');
    expect(text).toContain("| `item-id` | `string` |  | yes | The product's id. |");
    expect(text).toContain('| `quantity` | `number` | `1` |  | How many to add, 1 to 9999. |');
    // A type's pipes would end the cell: they are escaped.
    expect(text).toContain("| `view` | `'product-page' \\| 'product-list'` | `product-page` |");
  });

  it('lists events and CSS custom properties where an element has them', () => {
    expect(text).toContain('| `sq:cart:entry-added` | `CustomEvent<{entry, cart}>` |');
    expect(text).toContain('| `--sq-color-accent` | `#1d1d1f` | The button. |');
    expect(text.split('### `<sq-pill-cart>`')[1]).toContain('No attributes.');
    expect(text.split('### `<sq-pill-cart>`')[1]).not.toContain('Events:');
  });

  it('refuses a manifest without elements', () => {
    expect(() => renderElements({ schemaVersion: '2.1.0', modules: [] })).toThrow(/no custom/);
  });
});

describe('the chunk table', () => {
  it('names the core and every chunk with the markup that loads it', async () => {
    const table = await loadChunkTable(ROOT);
    const text = renderChunks(table);
    expect(text).toContain('| `core` | every page | `elements/core.ts` | `core` |');
    for (const chunk of table.CHUNKS) expect(text).toContain(`| \`${chunk.name}\` |`);
    expect(text).toContain('`.sqs-cart-quantity`');
  });
});

describe('generated blocks', () => {
  const page = (content: string) =>
    `# Page\n\n<!-- generated:elements -->\n${content}<!-- /generated:elements -->\n`;

  function siteWith(content: string) {
    const root = mkdtempSync(join(tmpdir(), 'sq-docs-'));
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/custom-elements.json'), JSON.stringify(manifest));
    writeFileSync(join(root, 'docs/page.md'), page(content));
    return root;
  }

  it('finds a block that differs from its source, and rewrites it', async () => {
    const [result] = await renderDocs(siteWith('stale\n'));
    expect(result?.stale).toEqual(['elements']);
    expect(result?.expected).toBe(page(`${renderElements(manifest)}\n`));
  });

  it('finds nothing stale in a block as the generator writes it', async () => {
    const [result] = await renderDocs(siteWith(`${renderElements(manifest)}\n`));
    expect(result?.stale).toEqual([]);
  });

  it('says to build first when the manifest is missing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sq-docs-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/page.md'), page(''));
    await expect(renderDocs(root)).rejects.toThrow('run npm run build first');
  });

  it('refuses a block it has no generator for', () => {
    expect(() => withBlocks('<!-- generated:nope -->\n<!-- /generated:nope -->', {})).toThrow(
      'generated:nope',
    );
  });
});

describe("GitHub's anchors", () => {
  it('lowercase, drop punctuation but - and _, spaces to -, repeats numbered', () => {
    expect(slug("The page's language")).toBe('the-pages-language');
    expect(slug('Site members (sign in, sign out)')).toBe('site-members-sign-in-sign-out');
    expect(slug('One script, lazy chunks')).toBe('one-script-lazy-chunks');
    expect(slug('`window.Sq` and snake_case')).toBe('windowsq-and-snake_case');
    expect([...anchors('# A\n## A\n```\n# not a heading\n```\n### A')]).toEqual([
      'a',
      'a-1',
      'a-2',
    ]);
  });
});
