/**
 * Named templates. `{.macro name}` registers its body under the name on the
 * current frame when it runs. `{.include name}` (when includes are enabled) runs a
 * macro or partial found by name, within the language's recursion limit; its
 * output is kept only with the `output` argument; otherwise it runs for its
 * effects and its output is captured and dropped.
 */
import type { IncludeNode, MacroNode, Node } from '../core/ast';
import type { Context } from '../core/context';
import { type BodyCompiler, type Op, tick } from './op';

export function macroOp(node: MacroNode): Op {
  return (ctx) => {
    tick(ctx);
    ctx.setMacro(node.name, node);
  };
}

export function includeOp(r: BodyCompiler, node: IncludeNode): Op {
  const { name, args } = node;
  const output = args.words.includes('output');
  return (ctx) => {
    tick(ctx);
    if (ctx.enableInclude) runInclude(r, name, output, ctx);
  };
}

function runInclude(r: BodyCompiler, name: string, output: boolean, ctx: Context): void {
  const body: Node[] | null = ctx.findPartial(name);
  if (!body) return;
  if (!ctx.enterPartial(name)) return;
  try {
    if (output) r.runBody(body, ctx);
    else ctx.capture(() => r.runBody(body, ctx));
  } finally {
    ctx.exitPartial();
  }
}
