/**
 * The expression language of {.eval}: a tokenizer, a shunting-yard builder that produces one
 * postfix token list per `;`-separated expression, and a reducer with JavaScript semantics.
 */
import type { Context, ExprOptions } from './context';
import { expressionReduce } from './errors';
import { Node } from './node';
import { matchReference } from './scanner';
import { Type } from './types';
import { type Json, type PathSegment, splitVariable } from './util';
import { Variable } from './variable';

enum T {
  OPERATOR = 0,
  NULL = 1,
  NUMBER = 2,
  BOOLEAN = 3,
  STRING = 4,
  CALL = 5,
  ARGS = 6,
  VARIABLE = 7,
}

enum Op {
  PLUS,
  MINUS,
  LNOT,
  BNOT,
  POW,
  MUL,
  DIV,
  MOD,
  ADD,
  SUB,
  SHL,
  SHR,
  LT,
  GT,
  EQ,
  NEQ,
  SEQ,
  SNEQ,
  LTEQ,
  GTEQ,
  BAND,
  BXOR,
  BOR,
  LAND,
  LOR,
  ASN,
  SEMI,
  COMMA,
  LPRN,
  RPRN,
}

const LEFT = 0;
const RIGHT = 1;

interface Operator {
  type: Op;
  prec: number;
  assoc: number;
  desc: string;
}

export type Token =
  | { type: T.OPERATOR; value: Operator }
  | { type: T.NULL; value: null }
  | { type: T.NUMBER; value: number }
  | { type: T.BOOLEAN; value: boolean }
  | { type: T.STRING; value: string }
  | { type: T.CALL; value: string }
  | { type: T.ARGS; value?: undefined }
  | { type: T.VARIABLE; value: PathSegment[] };

const op = (type: Op, prec: number, assoc: number, desc: string): Token => ({
  type: T.OPERATOR,
  value: { type, prec, assoc, desc },
});

const PLUS = op(Op.PLUS, 17, RIGHT, 'unary plus');
const MINUS = op(Op.MINUS, 17, RIGHT, 'unary minus');
const LNOT = op(Op.LNOT, 17, RIGHT, 'logical not');
const BNOT = op(Op.BNOT, 17, RIGHT, 'bitwise not');
const POW = op(Op.POW, 16, RIGHT, 'exponent');
const MUL = op(Op.MUL, 15, LEFT, 'multiply');
const DIV = op(Op.DIV, 15, LEFT, 'divide');
const MOD = op(Op.MOD, 15, LEFT, 'modulus');
const ADD = op(Op.ADD, 14, LEFT, 'add');
const SUB = op(Op.SUB, 14, LEFT, 'subtract');
const SHL = op(Op.SHL, 13, LEFT, 'left shift');
const SHR = op(Op.SHR, 13, LEFT, 'right shift');
const LT = op(Op.LT, 12, LEFT, 'less than');
const GT = op(Op.GT, 12, LEFT, 'greater than');
const LTEQ = op(Op.LTEQ, 12, LEFT, 'less than or equal');
const GTEQ = op(Op.GTEQ, 12, LEFT, 'greater than or equal');
const EQ = op(Op.EQ, 11, LEFT, 'equality');
const NEQ = op(Op.NEQ, 11, LEFT, 'inequality');
const SEQ = op(Op.SEQ, 11, LEFT, 'strict equality');
const SNEQ = op(Op.SNEQ, 11, LEFT, 'strict inequality');
const BAND = op(Op.BAND, 10, LEFT, 'bitwise and');
const BXOR = op(Op.BXOR, 9, LEFT, 'bitwise xor');
const BOR = op(Op.BOR, 8, LEFT, 'bitwise or');
const LAND = op(Op.LAND, 7, LEFT, 'logical and');
const LOR = op(Op.LOR, 6, LEFT, 'logical or');
const ASN = op(Op.ASN, 3, RIGHT, 'assign');
const SEMI = op(Op.SEMI, 1, LEFT, 'semicolon');
const COMMA = op(Op.COMMA, 1, RIGHT, 'comma');
const LPRN = op(Op.LPRN, 1, LEFT, 'left paren');
const RPRN = op(Op.RPRN, 1, LEFT, 'right paren');

const num = (value: number): Token => ({ type: T.NUMBER, value });
const bool = (value: boolean): Token => ({ type: T.BOOLEAN, value });
const str = (value: string): Token => ({ type: T.STRING, value });
const NULL: Token = { type: T.NULL, value: null };
const ARGS: Token = { type: T.ARGS };
const MINUS_ONE = num(-1);

const CONSTANTS: Record<string, Token> = {
  null: NULL,
  true: bool(true),
  false: bool(false),
  PI: num(Math.PI),
  E: num(Math.E),
  Infinity: num(Number.POSITIVE_INFINITY),
  NaN: num(Number.NaN),
};

const isOp = (t: Token | undefined, type: Op): boolean =>
  t !== undefined && t.type === T.OPERATOR && t.value.type === type;

const isHexDigit = (c: string) =>
  (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');

/** End of a run of hex digits in [i, len). */
const scanHex = (s: string, i: number, len: number): number => {
  let j = i;
  while (j < len && isHexDigit(s[j] as string)) j++;
  return j;
};

const F_DOT = 1;
const F_E = 2;
const F_EDIG = 4;
const F_ESGN = 8;

/**
 * End of a decimal number starting at i, or -2 (digit expected after exponent), -3 (second
 * decimal point), -4 (decimal point in exponent).
 */
const scanDecimal = (s: string, i: number, len: number): number => {
  let j = i;
  let f = 0;
  for (; j < len; j++) {
    const c = s[j] as string;
    if (c === '.') {
      if (f & F_DOT) return -3;
      if (f & F_E) return -4;
      f |= F_DOT;
    } else if (c === 'e' || c === 'E') {
      if (f & F_E) break;
      f |= F_E | F_EDIG;
    } else if (c === '-' || c === '+') {
      if (!(f & F_EDIG) || !(f & F_E) || f & F_ESGN) break;
      f |= F_ESGN;
    } else if (c >= '0' && c <= '9') {
      f &= ~F_EDIG;
    } else break;
  }
  return f & F_EDIG ? -2 : j;
};

const asnum = (t: Token): number => {
  switch (t.type) {
    case T.NUMBER:
      return t.value;
    case T.STRING: {
      const v = t.value;
      if (!v) return 0;
      const len = v.length;
      let i = 0;
      if (v[0] === '-' || v[0] === '+') i++;
      if (i === len) return Number.NaN;
      const c = v[i] as string;
      if (c === '0' && (v[i + 1] === 'x' || v[i + 1] === 'X')) {
        return scanHex(v, i + 2, len) === len ? Number.parseInt(v, 16) : Number.NaN;
      }
      if (c < '0' || c > '9') return Number.NaN;
      return scanDecimal(v, i, len) === len ? Number.parseFloat(v) : Number.NaN;
    }
    case T.BOOLEAN:
      return t.value ? 1 : 0;
    case T.NULL:
      return 0;
    default:
      return Number.NaN;
  }
};

const asbool = (t: Token): boolean => {
  switch (t.type) {
    case T.BOOLEAN:
      return t.value;
    case T.NUMBER:
    case T.STRING:
      return !!t.value;
    default:
      return false;
  }
};

const asstr = (t: Token): string => {
  switch (t.type) {
    case T.BOOLEAN:
      return t.value ? 'true' : 'false';
    case T.NUMBER:
      return String(t.value);
    case T.STRING:
      return t.value;
    case T.NULL:
      return 'null';
    default:
      return '';
  }
};

/** A literal token: variables are resolved (objects and arrays give undefined). */
const asliteral = (ctx: Context, t: Token | undefined): Token | undefined => {
  if (!t) return undefined;
  switch (t.type) {
    case T.VARIABLE: {
      const r = ctx.resolve(t.value);
      switch (r.type) {
        case Type.BOOLEAN:
          return bool(r.value);
        case Type.NUMBER:
          return num(r.value);
        case Type.STRING:
          return str(r.value);
        case Type.NULL:
        case Type.MISSING:
          return NULL;
      }
      return undefined;
    }
    case T.BOOLEAN:
    case T.NUMBER:
    case T.STRING:
    case T.NULL:
      return t;
  }
  return undefined;
};

const allnum = (tk: Token[]): Token[] => tk.map((t) => (t.type === T.NUMBER ? t : num(asnum(t))));

const select = (p: (a: Token, b: Token) => boolean, tk: Token[]): Token | undefined => {
  if (tk.length === 0) return undefined;
  let a = tk[0] as Token;
  for (let i = 1; i < tk.length; i++) {
    const b = tk[i] as Token;
    a = p(a, b) ? a : b;
  }
  return a;
};

// A plain object on purpose: names are looked up with ordinary property access.
// biome-ignore lint/suspicious/noExplicitAny: function table called with spread tokens
const FUNCTIONS: Record<string, any> = {
  max: (...tk: Token[]) => select((a, b) => (a.value as number) > (b.value as number), allnum(tk)),
  min: (...tk: Token[]) => select((a, b) => (a.value as number) < (b.value as number), allnum(tk)),
  abs: (...tk: Token[]) => (tk.length ? num(Math.abs(asnum(tk[0] as Token))) : undefined),
  num: (...tk: Token[]) => (tk.length ? num(asnum(tk[0] as Token)) : undefined),
  str: (...tk: Token[]) => (tk.length ? str(asstr(tk[0] as Token)) : undefined),
  bool: (...tk: Token[]) => (tk.length ? bool(asbool(tk[0] as Token)) : undefined),
};

const CHAR_NAMES: Record<string, string> = {
  '\b': 'backspace',
  '\f': 'form feed',
  '\n': 'line feed',
  '\r': 'carriage return',
  '\t': 'tab',
};

const charName = (c: string): string =>
  CHAR_NAMES[c] ?? (c <= '\u001f' ? 'control character' : 'character');

/** Debug form of a token, as printed by `{.eval #…}`. */
export const tokenDebug = (t: Token | undefined): string => {
  if (!t) return 'undefined';
  switch (t.type) {
    case T.BOOLEAN:
      return t.value ? 'true' : 'false';
    case T.NULL:
      return 'null';
    case T.NUMBER:
      return String(t.value);
    case T.STRING:
      return JSON.stringify(t.value);
    case T.OPERATOR:
      return `<${t.value.desc}>`;
    case T.VARIABLE:
      return t.value.join('.');
    case T.CALL:
      return `${t.value}()`;
    case T.ARGS:
      return '<args>';
    default:
      return '<unk>';
  }
};

const top = <X>(stack: X[]): X | undefined => stack[stack.length - 1];
const setTop = <X>(stack: X[], value: X): void => {
  if (stack.length) stack[stack.length - 1] = value;
};

export class Expr {
  readonly raw: string;
  /** The built expressions, each a postfix token list. */
  readonly expr: Token[][] = [];
  readonly errors: string[] = [];
  private readonly tokens: Token[] = [];
  private readonly maxTokens: number;
  private readonly maxStringLen: number;

  constructor(raw: string, opts: ExprOptions = {}) {
    this.raw = raw;
    this.maxTokens = opts.maxTokens || 0;
    this.maxStringLen = opts.maxStringLen || 0;
    this.tokenize(raw);
  }

  /** Reduces every expression; the last one's value is the result. */
  reduce(ctx: Context): Node | undefined {
    let r: Node | undefined;
    for (const e of this.expr) r = this.reduceExpr(ctx, e);
    return r;
  }

  private fail(ctx: Context, detail: string): void {
    ctx.error(expressionReduce(this.raw, detail));
  }

  private reduceExpr(ctx: Context, expr: Token[]): Node | undefined {
    const stack: (Token | undefined)[] = [];
    loop: for (const t of expr) {
      switch (t.type) {
        case T.BOOLEAN:
        case T.STRING:
        case T.NUMBER:
        case T.NULL:
        case T.VARIABLE:
        case T.ARGS:
          stack.push(t);
          continue;
        case T.CALL: {
          const args: Token[] = [];
          for (let s = top(stack); s && s.type !== T.ARGS; s = top(stack)) {
            const arg = asliteral(ctx, stack.pop());
            if (arg) args.push(arg);
          }
          stack.pop();
          args.reverse();
          const r = FUNCTIONS[t.value].apply(undefined, args);
          if (!r) {
            this.fail(ctx, `Error calling function ${t.value}`);
            break loop;
          }
          stack.push(r);
          continue;
        }
        case T.OPERATOR: {
          const o = t.value.type;
          if (o === Op.MINUS || o === Op.PLUS || o === Op.LNOT || o === Op.BNOT) {
            const raw = top(stack);
            const arg = asliteral(ctx, raw);
            let r: Token | undefined;
            if (arg) {
              if (o === Op.MINUS) r = num(asnum(MINUS_ONE) * asnum(arg));
              else if (o === Op.PLUS) r = num(asnum(arg));
              else if (o === Op.LNOT) r = bool(!asbool(arg));
              else r = num(~asnum(raw as Token));
            }
            setTop(stack, r);
            continue;
          }
          if (o === Op.ASN) {
            const b = asliteral(ctx, stack.pop());
            const a = stack.pop();
            if (a !== undefined && a.type === T.VARIABLE && b !== undefined) {
              const name = a.value;
              if (name.length === 1 && typeof name[0] === 'string' && name[0][0] === '@') {
                ctx.setVar(name[0], new Variable(name[0], new Node(b.value)));
              }
            }
            setTop(stack, undefined);
            break loop;
          }
          const b = asliteral(ctx, stack.pop());
          const a = asliteral(ctx, stack.pop());
          if (a === undefined || b === undefined) {
            this.fail(ctx, `Invalid arguments to operator ${t.value.desc}`);
            break loop;
          }
          const av = a.value as Json;
          const bv = b.value as Json;
          let r: Token;
          switch (o) {
            case Op.MUL:
              r = num(asnum(a) * asnum(b));
              break;
            case Op.DIV:
              r = num(asnum(a) / asnum(b));
              break;
            case Op.ADD:
              if (a.type === T.STRING || b.type === T.STRING) {
                const x = asstr(a);
                const y = asstr(b);
                if (this.maxStringLen > 0 && x.length + y.length > this.maxStringLen) {
                  this.fail(
                    ctx,
                    `Concatenation would exceed maximum string length ${this.maxStringLen}`,
                  );
                  break loop;
                }
                r = str(x + y);
              } else r = num(asnum(a) + asnum(b));
              break;
            case Op.SUB:
              r = num(asnum(a) - asnum(b));
              break;
            case Op.POW:
              r = num(asnum(a) ** asnum(b));
              break;
            case Op.MOD:
              r = num(asnum(a) % asnum(b));
              break;
            case Op.SHL:
              r = num(asnum(a) << asnum(b));
              break;
            case Op.SHR:
              r = num(asnum(a) >> asnum(b));
              break;
            case Op.LT:
              r = bool(av < bv);
              break;
            case Op.LTEQ:
              r = bool(av <= bv);
              break;
            case Op.GT:
              r = bool(av > bv);
              break;
            case Op.GTEQ:
              r = bool(av >= bv);
              break;
            case Op.EQ:
              // biome-ignore lint/suspicious/noDoubleEquals: the language's loose equality
              r = bool(av == bv);
              break;
            case Op.NEQ:
              // biome-ignore lint/suspicious/noDoubleEquals: the language's loose inequality
              r = bool(av != bv);
              break;
            case Op.SEQ:
              r = bool(av === bv);
              break;
            case Op.SNEQ:
              r = bool(av !== bv);
              break;
            case Op.BAND:
              r = num(asnum(a) & asnum(b));
              break;
            case Op.BXOR:
              r = num(asnum(a) ^ asnum(b));
              break;
            case Op.BOR:
              r = num(asnum(a) | asnum(b));
              break;
            case Op.LAND:
              r = bool(asbool(a) && asbool(b));
              break;
            case Op.LOR:
              r = bool(asbool(a) || asbool(b));
              break;
            default:
              this.errors.push(`Unexpected operator found during evaluation: ${t.value.desc}`);
              setTop(stack, undefined);
              break loop;
          }
          stack.push(r);
        }
      }
    }
    const r = top(stack);
    if (r) {
      const v = asliteral(ctx, r);
      if (v) return new Node(v.value);
      this.fail(ctx, 'Reduce error: unexpected token on stack');
    }
    return undefined;
  }

  /** Shunting yard: tokens to postfix expressions, one per `;`. */
  build(): void {
    if (this.errors.length) return;
    let out: Token[] = [];
    const ops: Token[] = [];
    for (const t of this.tokens) {
      if (t.type === T.CALL) {
        out.push(ARGS);
        ops.push(t);
        continue;
      }
      if (t.type !== T.OPERATOR) {
        out.push(t);
        continue;
      }
      const o = t.value;
      switch (o.type) {
        case Op.SEMI:
          this.pushExpr(out, ops);
          out = [];
          break;
        case Op.LPRN:
          ops.push(t);
          break;
        case Op.COMMA:
          while (top(ops) && !isOp(top(ops), Op.LPRN)) out.push(ops.pop() as Token);
          break;
        case Op.RPRN: {
          while (top(ops) && !isOp(top(ops), Op.LPRN)) out.push(ops.pop() as Token);
          if (!isOp(top(ops), Op.LPRN)) {
            this.errors.push(`Mismatched operator found: ${o.desc}`);
            return;
          }
          ops.pop();
          if (top(ops)?.type === T.CALL) out.push(ops.pop() as Token);
          break;
        }
        default:
          for (let s = top(ops); s; s = top(ops)) {
            if (s.type === T.OPERATOR) {
              const so = s.value;
              if (so.type === Op.LPRN) break;
              if (!(so.prec > o.prec || (so.prec === o.prec && so.assoc === LEFT))) break;
            }
            out.push(ops.pop() as Token);
          }
          ops.push(t);
      }
    }
    this.pushExpr(out, ops);
  }

  private pushExpr(queue: Token[], ops: Token[]): void {
    while (ops.length) {
      const t = ops.pop() as Token;
      if (isOp(t, Op.LPRN) || isOp(t, Op.RPRN)) {
        this.errors.push(`Mismatched operator found: ${(t.value as Operator).desc}`);
        return;
      }
      queue.push(t);
    }
    if (queue.length) this.expr.push(queue);
  }

  private push(t: Token): void {
    if (this.errors.length) return;
    if (t.type === T.OPERATOR) {
      const o = t.value.type;
      if (o === Op.SUB || o === Op.ADD) {
        const prev = top(this.tokens);
        if (!prev || (prev.type === T.OPERATOR && prev.value.type !== Op.RPRN)) {
          t = o === Op.SUB ? MINUS : PLUS;
        }
      } else if (o === Op.LPRN) {
        const prev = top(this.tokens);
        if (prev && prev.type === T.VARIABLE && prev.value && prev.value.length === 1) {
          const name = prev.value[0] as string;
          if (FUNCTIONS[name]) {
            setTop(this.tokens, { type: T.CALL, value: name });
          } else {
            this.errors.push(`Invalid function ${name}`);
            return;
          }
        }
      }
    }
    this.tokens.push(t);
    if (this.maxTokens > 0 && this.tokens.length > this.maxTokens) {
      this.errors.push(
        `Expression exceeds the maximum number of allowed tokens: ${this.maxTokens}`,
      );
    }
  }

  private tokenize(s: string): void {
    const len = s.length;
    let i = 0;
    while (i < len) {
      const c0 = s[i] as string;
      const c1 = i + 1 < len ? (s[i + 1] as string) : '';
      if (c0 >= '0' && c0 <= '9') {
        i = c0 === '0' && (c1 === 'x' || c1 === 'X') ? this.hex(s, i + 2) : this.decimal(s, i);
        if (i < 0) break;
        continue;
      }
      if (c0 === '"' || c0 === "'") {
        i = this.string(s, i + 1, c0);
        if (i === -1) break;
        continue;
      }
      const c2 = i + 2 < len ? (s[i + 2] as string) : '';
      switch (c0) {
        case '*':
          if (c1 === '*') {
            i++;
            this.push(POW);
          } else this.push(MUL);
          break;
        case '/':
          this.push(DIV);
          break;
        case '%':
          this.push(MOD);
          break;
        case '+':
          this.push(ADD);
          break;
        case '-':
          this.push(SUB);
          break;
        case '=':
        case '!':
          if (c1 === '=') {
            i++;
            if (c2 === '=') {
              i++;
              this.push(c0 === '=' ? SEQ : SNEQ);
            } else this.push(c0 === '=' ? EQ : NEQ);
          } else this.push(c0 === '=' ? ASN : LNOT);
          break;
        case '<':
        case '>':
          if (c1 === c0) {
            i++;
            this.push(c0 === '<' ? SHL : SHR);
          } else if (c1 === '=') {
            i++;
            this.push(c0 === '<' ? LTEQ : GTEQ);
          } else this.push(c0 === '<' ? LT : GT);
          break;
        case '~':
          this.push(BNOT);
          break;
        case '&':
        case '|':
          if (c1 === c0) {
            i++;
            this.push(c0 === '&' ? LAND : LOR);
          } else this.push(c0 === '&' ? BAND : BOR);
          break;
        case '^':
          this.push(BXOR);
          break;
        case ' ':
        case '\n':
        case '\t':
        case '\r':
        case '\u00a0':
          break;
        case ',':
          this.push(COMMA);
          break;
        case ';':
          this.push(SEMI);
          break;
        case '(':
          this.push(LPRN);
          break;
        case ')':
          this.push(RPRN);
          break;
        default: {
          const j = matchReference(s, i);
          if (j !== -1) {
            const value = splitVariable(s.slice(i, j));
            i = j;
            if (value.length === 1 && typeof value[0] === 'string') {
              // Plain property access, as the public engine (inherited names included).
              const k = CONSTANTS[value[0]];
              if (k) {
                this.push(k);
                continue;
              }
            }
            this.push({ type: T.VARIABLE, value });
            continue;
          }
          this.errors.push(`Unexpected ${charName(c0)} at ${i}: ${JSON.stringify(c0)}`);
          i = -1;
        }
      }
      if (i === -1) break;
      i++;
    }
  }

  private decimal(s: string, i: number): number {
    const j = scanDecimal(s, i, s.length);
    if (j === -2) this.errors.push('Expected a digit after exponent in decimal number');
    else if (j === -3) this.errors.push('Duplicate decimal point in number');
    else if (j === -4) this.errors.push('Unexpected decimal point in exponent');
    if (j < 0) return -1;
    this.push(num(Number.parseFloat(s.slice(i, j))));
    return j;
  }

  private hex(s: string, i: number): number {
    const j = scanHex(s, i, s.length);
    if (i === j) {
      this.errors.push('Expected digits after start of hex number');
      return -1;
    }
    this.push(num(Number.parseInt(s.slice(i, j), 16)));
    return j;
  }

  private string(s: string, i: number, quote: string): number {
    const len = s.length;
    let out = '';
    while (i < len) {
      let c = s[i] as string;
      const j = i + 1;
      if (c === '\\' && j < len) {
        c = s[j] as string;
        switch (c) {
          case 'n':
            out += '\n';
            break;
          case 't':
            out += '\t';
            break;
          case 'f':
            out += '\f';
            break;
          case 'r':
            out += '\r';
            break;
          case 'x': {
            i += 2;
            const lim = i + 2;
            if (lim >= len || scanHex(s, i, lim) !== lim) {
              this.errors.push('Invalid 2-char hex escape found');
              return -1;
            }
            const code = Number.parseInt(s.slice(i, lim), 16);
            out += code <= 0x08 || (code >= 0x0e && code < 0x20) ? ' ' : String.fromCharCode(code);
            i = lim;
            continue;
          }
          case 'u':
          case 'U': {
            i += 2;
            const lim = i + (c === 'u' ? 4 : 8);
            const k = scanHex(s, i, lim < len ? lim : len);
            if (k !== lim) {
              this.errors.push('Invalid unicode escape found');
              return -1;
            }
            let code = Number.parseInt(s.slice(i, k), 16);
            if (code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff) out += ' ';
            else if (code > 0xffff) {
              code -= 0x10000;
              out += String.fromCharCode(((code / 0x400) | 0) + 0xd800);
              out += String.fromCharCode((code % 0x400) + 0xdc00);
            } else out += String.fromCharCode(code);
            i = k;
            continue;
          }
          default:
            out += c;
        }
        i += 2;
        continue;
      }
      if (c === quote) {
        this.push(str(out));
        return i + 1;
      }
      if (c === '\n' || c === '\r') {
        this.errors.push(`Illegal bare ${charName(c)} character in string literal`);
        return -1;
      }
      out += c;
      i++;
    }
    this.errors.push('Unterminated string');
    return -1;
  }
}
