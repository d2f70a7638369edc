import type { Context } from './context';
import type { Code } from './instructions';
import type { Node } from './node';
import { Opcode } from './opcodes';
import type { Variable } from './variable';

/**
 * Runs a partial (ROOT) or macro (MACRO) with `node` as its scope into a fresh buffer and
 * returns the text. `privateContext` stops name lookup at the partial's frame.
 */
export const executeTemplate = (
  ctx: Context,
  inst: Code,
  node: Node,
  privateContext: boolean,
  argvar?: Variable,
): string => {
  const buf = ctx.swapBuffer();
  ctx.pushNode(node);
  ctx.stopResolution(privateContext);
  if (argvar) ctx.setVar('@args', argvar);
  const engine = ctx.engine;
  if (engine && Array.isArray(inst)) {
    if (inst[0] === Opcode.ROOT) engine.execute(inst, ctx);
    else if (inst[0] === Opcode.MACRO) engine.executeBlock(inst[2] as Code[], ctx);
  }
  const text = ctx.render();
  ctx.pop();
  ctx.restoreBuffer(buf);
  return text;
};
