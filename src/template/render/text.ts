/**
 * Text-like nodes: literal text, the one-character instructions (`{.space}`,
 * `{.tab}`, `{.newline}`, `{.meta-left}`, `{.meta-right}`) and comments, which
 * output nothing but still count as an instruction each.
 */
import type { Node } from '../core/ast';
import { type Op, tick } from './op';

const CHARS = {
  space: ' ',
  tab: '\t',
  newline: '\n',
  'meta-left': '{',
  'meta-right': '}',
} as const;

/** The text a text-like node outputs ('' for a comment). */
export const textOf = (n: Node): string =>
  n.kind === 'text' ? n.text : n.kind === 'char' ? CHARS[n.tag] : '';

/** One text-like node. */
export function textOp(node: Node): Op {
  const text = textOf(node);
  return (ctx) => {
    tick(ctx);
    if (text !== '') ctx.append(text);
  };
}
