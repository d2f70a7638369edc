/**
 * Runs one postfix `{.eval}` program on a value stack, with the public engine's
 * operator and function semantics.
 */
import type { Step } from './compile';

export type Primitive = number | string | boolean | null;

export class ExprReduceError extends Error {}

/** A stack slot: a value, an unresolved reference, the call-arguments marker, or an unusable value. */
type Slot =
  | { k: 'v'; v: Primitive }
  | { k: 'ref'; name: string; path: (string | number)[] }
  | { k: 'args' }
  /** What a prefix operator leaves when its operand was unusable: no value, and no operand either. */
  | { k: 'void' };

export interface ReduceEnv {
  lookup(path: (string | number)[], name: string): unknown;
  assign(name: string, value: Primitive): void;
  maxStringLen: number;
}

/** Numeric conversion: empty string 0, full decimal or hex strings parsed, else NaN. */
export function toNum(v: Primitive): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v === null) return 0;
  if (v === '') return 0;
  const hex = /^([-+]?)0[xX]([0-9a-fA-F]+)$/.exec(v);
  if (hex) return (hex[1] === '-' ? -1 : 1) * Number.parseInt(hex[2] as string, 16);
  if (/^[-+]?\d+(\.\d*)?([eE][-+]?\d+)?$/.test(v)) return Number.parseFloat(v);
  return Number.NaN;
}

const truthy = (v: Primitive) => Boolean(v);

function asPrimitive(slot: Slot, env: ReduceEnv): Primitive | undefined {
  if (slot.k === 'v') return slot.v;
  if (slot.k !== 'ref') return undefined;
  const v = env.lookup(slot.path, slot.name);
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return undefined;
}

function binaryOp(desc: string, a: Primitive, b: Primitive, env: ReduceEnv): Primitive {
  switch (desc) {
    case 'add':
      if (typeof a === 'string' || typeof b === 'string') {
        const s = String(a) + String(b);
        if (s.length > env.maxStringLen) {
          throw new ExprReduceError(
            `Concatenation would exceed maximum string length ${env.maxStringLen}`,
          );
        }
        return s;
      }
      return toNum(a) + toNum(b);
    case 'subtract':
      return toNum(a) - toNum(b);
    case 'multiply':
      return toNum(a) * toNum(b);
    case 'divide':
      return toNum(a) / toNum(b);
    case 'modulus':
      return toNum(a) % toNum(b);
    case 'exponent':
      return toNum(a) ** toNum(b);
    case 'left shift':
      return toNum(a) << toNum(b);
    case 'right shift':
      return toNum(a) >> toNum(b);
    case 'less than':
      return (a as number) < (b as number);
    case 'less than or equal':
      return (a as number) <= (b as number);
    case 'greater than':
      return (a as number) > (b as number);
    case 'greater than or equal':
      return (a as number) >= (b as number);
    case 'equality':
      // biome-ignore lint/suspicious/noDoubleEquals: loose equality on purpose
      return a == b;
    case 'inequality':
      // biome-ignore lint/suspicious/noDoubleEquals: loose equality on purpose
      return a != b;
    case 'strict equality':
      return a === b;
    case 'strict inequality':
      return a !== b;
    case 'bitwise and':
      return toNum(a) & toNum(b);
    case 'bitwise xor':
      return toNum(a) ^ toNum(b);
    case 'bitwise or':
      return toNum(a) | toNum(b);
    case 'logical and':
      return truthy(a) && truthy(b);
    default:
      return truthy(a) || truthy(b);
  }
}

function unaryOp(desc: string, a: Primitive): Primitive {
  switch (desc) {
    case 'unary minus':
      return -toNum(a);
    case 'unary plus':
      return toNum(a);
    case 'logical not':
      return !truthy(a);
    default:
      return ~toNum(a);
  }
}

function callFunction(name: string, args: Primitive[]): Primitive {
  if (args.length === 0) throw new ExprReduceError(`Error calling function ${name}`);
  const a = args[0] as Primitive;
  switch (name) {
    case 'max':
    case 'min': {
      // each argument replaces the result unless it is strictly smaller (max) or larger (min),
      // so a NaN wins only until the next argument
      let r = toNum(a);
      for (let i = 1; i < args.length; i++) {
        const x = toNum(args[i] as Primitive);
        if (name === 'max' ? !(x < r) : !(x > r)) r = x;
      }
      return r;
    }
    case 'abs':
      return Math.abs(toNum(a));
    case 'num':
      return toNum(a);
    case 'str':
      return String(a);
    default:
      return truthy(a);
  }
}

/**
 * Returns the program's value, or undefined when it leaves nothing. The first
 * failing step stops the run; what is left on the stack is still checked.
 */
export function reduce(program: Step[], env: ReduceEnv, errors: string[]): Primitive | undefined {
  const stack: Slot[] = [];
  try {
    run(program, env, stack);
  } catch (e) {
    if (!(e instanceof ExprReduceError)) throw e;
    if (e.message === ENDED) return undefined;
    errors.push(e.message);
  }
  const top = stack[stack.length - 1];
  if (!top || top.k === 'void') return undefined;
  const v = asPrimitive(top, env);
  if (v === undefined) {
    errors.push('Reduce error: unexpected token on stack');
    return undefined;
  }
  return v;
}

/** Internal signal: an assignment ended the expression. */
const ENDED = '\u0000ended';

function run(program: Step[], env: ReduceEnv, stack: Slot[]): void {
  for (const step of program) {
    switch (step.t) {
      case 'value':
        stack.push({ k: 'v', v: step.value });
        break;
      case 'ref':
        stack.push({ k: 'ref', name: step.name, path: step.path });
        break;
      case 'args':
        stack.push({ k: 'args' });
        break;
      case 'call': {
        const args: Primitive[] = [];
        let ok = true;
        for (;;) {
          const slot = stack.pop();
          if (!slot || slot.k === 'args') break;
          const v = asPrimitive(slot, env);
          if (v === undefined) ok = false;
          else args.unshift(v);
        }
        if (!ok) throw new ExprReduceError(`Error calling function ${step.name}`);
        stack.push({ k: 'v', v: callFunction(step.name, args) });
        break;
      }
      case 'op': {
        const { op } = step;
        if (op.unary) {
          const slot = stack.pop();
          if (!slot) break;
          const v = asPrimitive(slot, env);
          stack.push(v === undefined ? { k: 'void' } : { k: 'v', v: unaryOp(op.desc, v) });
          break;
        }
        if (op.desc === 'assign') {
          // an assignment binds (when it can) and ends its expression without a value
          const valueSlot = stack.pop();
          const target = stack.pop();
          const v = valueSlot && asPrimitive(valueSlot, env);
          if (target?.k === 'ref' && target.name.startsWith('@') && v !== undefined) {
            env.assign(target.name, v);
          }
          throw new ExprReduceError(ENDED);
        }
        const invalid = () => new ExprReduceError(`Invalid arguments to operator ${op.desc}`);
        const bs = stack.pop();
        const as = stack.pop();
        if (!as || !bs) throw invalid();
        const a = asPrimitive(as, env);
        const b = asPrimitive(bs, env);
        if (a === undefined || b === undefined) throw invalid();
        stack.push({ k: 'v', v: binaryOp(op.desc, a, b, env) });
        break;
      }
    }
  }
}
