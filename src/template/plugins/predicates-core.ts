/** The core predicates (12). */
import type { Context } from '../context';
import { isTruthy, type Node } from '../node';
import { PredicatePlugin, type PredicateTable } from '../plugin';
import { Type } from '../types';
import { isJsonStart, splitCached } from '../util';

type Test = (args: string[], ctx: Context) => boolean;

/** Wraps a function as a PredicatePlugin instance. */
export const predicate = (fn: Test): PredicatePlugin =>
  new (class extends PredicatePlugin {
    apply(args: string[], ctx: Context): boolean {
      return fn(args, ctx);
    }
  })();

/** Each argument is a JSON literal when it looks like one and parses, else a reference. */
export const resolveArgs = (args: string[], ctx: Context): Node[] =>
  args.map((arg) => {
    if (isJsonStart(arg)) {
      try {
        return ctx.newNode(JSON.parse(arg));
      } catch {
        // not JSON after all: a reference
      }
    }
    return ctx.resolve(splitCached(arg));
  });

/** One argument: current node against it; two: the two against each other. */
const binary = (f: (a: Node, b: Node) => boolean) =>
  predicate((args, ctx) => {
    if (args.length === 0) return false;
    const nodes = resolveArgs(args, ctx);
    return args.length === 1
      ? f(ctx.node(), nodes[0] as Node)
      : f(nodes[0] as Node, nodes[1] as Node);
  });

const parity = (rest: number) =>
  predicate((args, ctx) => {
    const node = args.length >= 1 ? ctx.resolve(splitCached(args[0] as string)) : ctx.node();
    return node.type === Type.NUMBER && Math.abs(node.value) % 2 === rest;
  });

const isInteger = (n: unknown): n is number => typeof n === 'number' && Math.floor(n) === n;

const nth = predicate((args, ctx) => {
  if (args.length === 0) return false;
  const nodes = resolveArgs(args, ctx);
  let node = ctx.node();
  let modulus = nodes[0] as Node;
  if (args.length === 2) {
    node = modulus;
    modulus = nodes[1] as Node;
  }
  const n = node.value;
  const m = modulus.value;
  if (!isInteger(n) || !isInteger(m) || m === 0) return false;
  return Math.abs(n) % Math.abs(m) === 0;
});

export const CORE_PREDICATES: PredicateTable = {
  'debug?': predicate((_args, ctx) => isTruthy(ctx.resolve(['debug']))),
  'equal?': binary((a, b) => a.equals(b)),
  'even?': parity(0),
  'greaterThan?': binary((a, b) => a.compare(b) > 0),
  'greaterThanOrEqual?': binary((a, b) => a.compare(b) >= 0),
  'lessThan?': binary((a, b) => a.compare(b) < 0),
  'lessThanOrEqual?': binary((a, b) => a.compare(b) <= 0),
  'notEqual?': binary((a, b) => !a.equals(b)),
  'nth?': nth,
  'odd?': parity(1),
  'plural?': predicate((_args, ctx) => ctx.node().asNumber() > 1),
  'singular?': predicate((_args, ctx) => ctx.node().asNumber() === 1),
};
