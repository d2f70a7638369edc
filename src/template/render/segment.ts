/**
 * A run of text-like nodes and `{path}` tags (bare, or through pure formatters):
 * one string, one append. Near the instruction limit it runs node by node, so
 * the cut is exact; before each formatter runs, the output so far is checked
 * against the output limit, as appending tag by tag would.
 */
import type { Node, Path } from '../core/ast';
import type { Context } from '../core/context';
import type { FormatterTable, ValueMap } from '../core/plugin';
import { printValue } from '../core/value';
import { mapped, valueMaps } from './formatter-chain';
import { compileLookup, current } from './lookup';
import { argsOf, type BodyCompiler, type Lookup, type Op } from './op';
import { textOf, textOp } from './text';

/** A `{path}` tag inside a segment. */
interface Piece {
  lookup: Lookup;
  maps: ValueMap[] | null;
  args: string[][] | null;
}

/** Whether a segment can take the node: text-like, or a one-path tag with pure formatters. */
export function fusable(formatters: FormatterTable, n: Node): boolean {
  if (n.kind === 'text' || n.kind === 'char' || n.kind === 'comment') return true;
  if (n.kind !== 'output' || n.paths.length !== 1) return false;
  return n.filters.length === 0 || valueMaps(formatters, n.filters, true) !== null;
}

/** The closure of a run of fusable nodes. */
export function segmentOp(r: BodyCompiler, nodes: Node[]): Op {
  const texts = [''];
  const pieces: Piece[] = [];
  for (const n of nodes) {
    if (n.kind === 'output') {
      const maps = n.filters.length
        ? (valueMaps(r.formatters, n.filters, true) as ValueMap[])
        : null;
      pieces.push({
        lookup: compileLookup(n.paths[0] as Path, false),
        maps,
        args: maps ? n.filters.map(argsOf) : null,
      });
      texts.push('');
    } else texts[texts.length - 1] += textOf(n);
  }
  const count = nodes.length;
  let slow: Op[] | null = null;
  const stepwise = (ctx: Context) => {
    slow ??= nodes.map((n) => (n.kind === 'output' ? r.compileNode(n) : textOp(n)));
    for (const op of slow) op(ctx);
  };
  const k = pieces.length;
  if (k === 1 && (pieces[0] as Piece).maps === null) {
    const [a, b] = texts as [string, string];
    const only = (pieces[0] as Piece).lookup;
    if (only === current) {
      return (ctx) => {
        if (ctx.executed + count > ctx.maxInstructions) return stepwise(ctx);
        ctx.executed += count;
        ctx.append(a + printValue(ctx.top.value) + b);
      };
    }
    return (ctx) => {
      if (ctx.executed + count > ctx.maxInstructions) return stepwise(ctx);
      ctx.executed += count;
      ctx.append(a + printValue(only(ctx)) + b);
    };
  }
  return (ctx) => {
    if (ctx.executed + count > ctx.maxInstructions) return stepwise(ctx);
    ctx.executed += count;
    let out = texts[0] as string;
    for (let i = 0; i < k; i++) {
      const p = pieces[i] as Piece;
      const v = p.lookup(ctx);
      if (p.maps === null) out += printValue(v);
      else {
        if (ctx.outBase + ctx.out.length + out.length > ctx.maxOutput) ctx.append(out);
        out += mapped(v, p.maps, p.args as string[][], ctx);
      }
      out += texts[i + 1];
    }
    ctx.append(out);
  };
}
