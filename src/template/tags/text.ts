/**
 * Tags that stand for text: `{# …}` comments (rendered as nothing) and the
 * instructions naming one character, `{.space}`, `{.tab}`, `{.newline}`,
 * `{.meta-left}` and `{.meta-right}`, which must fill the whole tag.
 */
import type { CharNode } from '../core/ast';
import { type Kind, leaf, type Reading } from './reading';

/** The instructions that stand for one character, such as `{.space}`. */
const CHAR_TAGS: ReadonlySet<string> = new Set<CharNode['tag']>([
  'space',
  'tab',
  'newline',
  'meta-left',
  'meta-right',
]);
const LONGEST_CHAR_TAG = 'meta-right'.length;

/** `{# text}` with the text from `i` to `end`. */
export function readComment(s: string, i: number, end: number, out: Reading): Kind.Leaf {
  return leaf(out, { kind: 'comment', text: s.slice(i, end), multiline: false });
}

/** Whether the instruction from `i` (after the dot) names a character; if so, answered. */
export function readCharTag(s: string, i: number, end: number, out: Reading): boolean {
  if (end - i > LONGEST_CHAR_TAG) return false;
  const tag = s.slice(i, end);
  if (!CHAR_TAGS.has(tag)) return false;
  leaf(out, { kind: 'char', tag: tag as CharNode['tag'] });
  return true;
}
