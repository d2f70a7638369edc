/**
 * Tokens → postfix programs, one per `;`-separated expression, with a
 * shunting-yard pass. Bad nesting is reported per expression.
 */
import type { Lexeme } from './lex';

export interface OperatorInfo {
  desc: string;
  prec: number;
  right: boolean;
  unary: boolean;
}

export type Step =
  | { t: 'value'; value: number | string | boolean | null }
  | { t: 'ref'; name: string; path: (string | number)[] }
  | { t: 'args' }
  | { t: 'call'; name: string }
  | { t: 'op'; op: OperatorInfo; symbol: string };

const binary = (desc: string, prec: number, right = false): OperatorInfo => ({
  desc,
  prec,
  right,
  unary: false,
});

const BINARY: Record<string, OperatorInfo> = {
  '**': binary('exponent', 14, true),
  '*': binary('multiply', 13),
  '/': binary('divide', 13),
  '%': binary('modulus', 13),
  '+': binary('add', 12),
  '-': binary('subtract', 12),
  '<<': binary('left shift', 11),
  '>>': binary('right shift', 11),
  '<': binary('less than', 10),
  '<=': binary('less than or equal', 10),
  '>': binary('greater than', 10),
  '>=': binary('greater than or equal', 10),
  '==': binary('equality', 9),
  '!=': binary('inequality', 9),
  '===': binary('strict equality', 9),
  '!==': binary('strict inequality', 9),
  '&': binary('bitwise and', 8),
  '^': binary('bitwise xor', 7),
  '|': binary('bitwise or', 6),
  '&&': binary('logical and', 5),
  '||': binary('logical or', 4),
  '=': binary('assign', 3, true),
};

const UNARY: Record<string, OperatorInfo> = {
  '-': { desc: 'unary minus', prec: 15, right: true, unary: true },
  '+': { desc: 'unary plus', prec: 15, right: true, unary: true },
  '!': { desc: 'logical not', prec: 15, right: true, unary: true },
  '~': { desc: 'bitwise not', prec: 15, right: true, unary: true },
};

type Pending =
  | { t: '(' }
  | { t: 'call'; name: string }
  | { t: 'op'; op: OperatorInfo; symbol: string };

export interface Compiled {
  programs: Step[][];
  errors: string[];
}

export function compile(tokens: Lexeme[]): Compiled {
  const programs: Step[][] = [];
  const errors: string[] = [];
  let out: Step[] = [];
  const ops: Pending[] = [];
  /** True when the next `+ - ! ~` is a prefix operator. */
  let expectOperand = true;

  // Note: pending operators are not reset between expressions; an expression that
  // stops at an unclosed parenthesis leaves what lies below it to the next one.
  const finish = () => {
    let closed = true;
    while (ops.length) {
      const top = ops.pop() as Pending;
      if (top.t === '(') {
        errors.push('Mismatched operator found: left paren');
        closed = false;
        break;
      }
      out.push(top);
    }
    if (closed && out.length) programs.push(out);
    out = [];
    expectOperand = true;
  };

  for (const tok of tokens) {
    if (tok.t === ';') {
      finish();
      continue;
    }
    switch (tok.t) {
      case 'value':
        out.push(tok);
        expectOperand = false;
        break;
      case 'ref':
        out.push(tok);
        expectOperand = false;
        break;
      case 'call':
        out.push({ t: 'args' });
        ops.push(tok, { t: '(' });
        expectOperand = true;
        break;
      case '(':
        ops.push({ t: '(' });
        expectOperand = true;
        break;
      case ',':
        while (ops.length && (ops[ops.length - 1] as Pending).t !== '(') {
          out.push(ops.pop() as Step);
        }
        expectOperand = true;
        break;
      case ')': {
        while (ops.length && (ops[ops.length - 1] as Pending).t !== '(') {
          out.push(ops.pop() as Step);
        }
        if (!ops.length) {
          // a stray `)` ends the whole compilation
          errors.push('Mismatched operator found: right paren');
          return { programs, errors };
        }
        ops.pop();
        const top = ops[ops.length - 1];
        if (top && top.t === 'call') out.push(ops.pop() as Step);
        expectOperand = false;
        break;
      }
      case 'op': {
        const prefix = UNARY[tok.text];
        const op =
          prefix && (expectOperand || !BINARY[tok.text])
            ? prefix
            : (BINARY[tok.text] as OperatorInfo);
        for (;;) {
          const top = ops[ops.length - 1];
          if (!top || top.t === '(') break;
          // a call left over from a failed expression binds tighter than anything
          if (top.t === 'call' || top.op.prec > op.prec || (top.op.prec === op.prec && !op.right)) {
            out.push(ops.pop() as Step);
          } else break;
        }
        ops.push({ t: 'op', op, symbol: tok.text });
        expectOperand = true;
        break;
      }
    }
  }
  finish();
  return { programs, errors };
}
