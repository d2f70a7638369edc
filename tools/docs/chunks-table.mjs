// The chunk table of docs/site-integration.md ("One script, lazy chunks"), rendered from the
// bundle's own chunk table, elements/chunks.ts: which chunk a page loads for which markup, and
// the shared files it comes with.
import { loadChunkTable } from '../chunk-table.mjs';
import { code } from './markdown.mjs';

export { loadChunkTable };

/** A custom element's tag as the element (`<sq-gallery>`), any other selector as it is. */
const selectorText = (selector) => code(/^sq-[a-z-]+$/.test(selector) ? `<${selector}>` : selector);

const groupsText = (groups) => (groups.length === 0 ? 'none' : groups.map(code).join(', '));

/** The table: the core first, then each chunk in the table's order. */
export function renderChunks({ CORE, CHUNKS, ON_DEMAND }) {
  const rows = [
    [code(CORE.name), 'every page', code(CORE.entry), groupsText(CORE.groups)],
    ...CHUNKS.map((chunk) => [
      code(chunk.name),
      chunk.selector
        .split(/\s*,\s*/)
        .map(selectorText)
        .join(', '),
      code(chunk.entry),
      groupsText(chunk.groups),
    ]),
  ];
  return [
    '| chunk | loaded when the page holds | built from | shared files it comes with |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `Imported on demand, each a file of its own (dialogs, the waiting analytics): ${ON_DEMAND.map((m) => code(m.entry)).join(', ')}.`,
  ].join('\n');
}
