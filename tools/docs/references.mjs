// What a docs page refers to, for the docs test: its relative links (file and anchor) and the
// repository paths it names in inline code. Fenced code is neither.
import { withoutFences } from './markdown.mjs';

/** Folders of the repository whose paths the docs name; `dist/` and `build/` are build output. */
const SOURCE_FOLDERS = [
  '.ci',
  'bin',
  'dashboard',
  'demo-pages',
  'docs',
  'elements',
  'fixtures',
  'markup',
  'server',
  'src',
  'tests',
  'tools',
];

const CODE_SPAN = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;

/** The inline code spans of a page, outside fenced code. */
export function codeSpans(markdown) {
  return [...withoutFences(markdown).matchAll(CODE_SPAN)].map((m) => m[2].trim());
}

/**
 * The relative links of a page, outside code: `{path, anchor}` (path empty for a link within the
 * page). Links with a scheme (`https:`, `mailto:`) and site paths (`/cart`) are not the repository's.
 */
export function relativeLinks(markdown) {
  const text = withoutFences(markdown).replace(CODE_SPAN, (span) => ' '.repeat(span.length));
  const links = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = m[1];
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('/')) continue;
    const hash = target.indexOf('#');
    links.push(
      hash === -1
        ? { path: target, anchor: null }
        : { path: target.slice(0, hash), anchor: decodeURIComponent(target.slice(hash + 1)) },
    );
  }
  return links;
}

/**
 * The repository paths a page names in inline code: words of a code span that start with one of
 * the source folders. Patterns and placeholders (`elements/<name>/`, `bind-{name}.ts`, `*.jsont`,
 * `…`) name no one file and are left out.
 */
export function repositoryPaths(markdown) {
  const folders = SOURCE_FOLDERS.map((f) => f.replace('.', '\\.')).join('|');
  const path = new RegExp(`^(?:\\./)?(?:${folders})/[\\w./@-]*$`);
  const words = codeSpans(markdown).flatMap((span) => span.split(/[\s,;()'"=]+/));
  return [...new Set(words.filter((word) => path.test(word)))].map((word) =>
    word.replace(/^\.\//, '').replace(/\.$/, ''),
  );
}
