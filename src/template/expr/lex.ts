/**
 * `{.eval}` expression source → lexical tokens. Errors carry the public engine's
 * exact texts and stop the scan.
 */

export type Lexeme =
  | { t: 'value'; value: number | string | boolean | null }
  | { t: 'ref'; name: string; path: (string | number)[] }
  | { t: 'call'; name: string }
  | { t: 'op'; text: string }
  | { t: '(' | ')' | ',' | ';' };

export class ExprSyntaxError extends Error {}

const CONSTANTS: Record<string, number | boolean | null> = {
  PI: Math.PI,
  E: Math.E,
  Infinity: Number.POSITIVE_INFINITY,
  NaN: Number.NaN,
  true: true,
  false: false,
  null: null,
};

/** Operators, longest first. */
const OPERATORS = [
  '===',
  '!==',
  '**',
  '<<',
  '>>',
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '&',
  '^',
  '|',
  '!',
  '~',
  '=',
];

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordTail = (c: number) => isLetter(c) || isDigit(c) || c === 95 || c === 45;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isBlank = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0;

function unexpected(src: string, i: number): ExprSyntaxError {
  const ch = src.charAt(i);
  const c = src.charCodeAt(i);
  const what = c === 12 ? 'form feed' : c < 32 ? 'control character' : 'character';
  return new ExprSyntaxError(`Unexpected ${what} at ${i}: ${JSON.stringify(ch)}`);
}

/** Reads one path segment at `i`; returns the index after it, or `i` when none. */
function segmentEnd(src: string, i: number): number {
  const c = src.charCodeAt(i);
  if (isDigit(c)) {
    let j = i + 1;
    while (isDigit(src.charCodeAt(j))) j++;
    return j;
  }
  if (c === 64 /* @ */) {
    if (!isLetter(src.charCodeAt(i + 1))) return i + 1;
    let j = i + 2;
    while (isWordTail(src.charCodeAt(j))) j++;
    return j;
  }
  if (c === 36 /* $ */) {
    if (!isLetter(src.charCodeAt(i + 1))) return i;
    let j = i + 2;
    while (isWordTail(src.charCodeAt(j))) j++;
    return j;
  }
  if (isLetter(c)) {
    let j = i + 1;
    while (isWordTail(src.charCodeAt(j))) j++;
    return j;
  }
  return i;
}

function readNumber(src: string, i: number): [number, number] {
  const c1 = src.charCodeAt(i + 1);
  if (src.charCodeAt(i) === 48 && (c1 === 120 || c1 === 88)) {
    let j = i + 2;
    while (isHex(src.charCodeAt(j))) j++;
    if (j === i + 2) throw new ExprSyntaxError('Expected digits after start of hex number');
    return [Number.parseInt(src.slice(i + 2, j), 16), j];
  }
  let j = i;
  let dot = false;
  let exp = false;
  for (;;) {
    const c = src.charCodeAt(j);
    if (isDigit(c)) {
      j++;
    } else if (c === 46 /* . */) {
      if (exp) throw new ExprSyntaxError('Unexpected decimal point in exponent');
      if (dot) throw new ExprSyntaxError('Duplicate decimal point in number');
      dot = true;
      j++;
    } else if ((c === 101 || c === 69) && !exp) {
      exp = true;
      j++;
      const s = src.charCodeAt(j);
      if (s === 43 || s === 45) j++;
      if (!isDigit(src.charCodeAt(j))) {
        throw new ExprSyntaxError('Expected a digit after exponent in decimal number');
      }
    } else {
      break;
    }
  }
  return [Number.parseFloat(src.slice(i, j)), j];
}

/** A string's one-letter escapes; any other escaped character stands for itself. */
const LETTER_ESCAPES = new Map([
  ['n', '\n'],
  ['t', '\t'],
  ['r', '\r'],
  ['f', '\f'],
]);

/** A string's character-code escapes: `\x` and two hex digits, `\u` and four. */
const CODE_ESCAPES = new Map([
  ['x', { digits: 2, pattern: /^[0-9a-fA-F]{2}$/, error: 'Invalid 2-char hex escape found' }],
  ['u', { digits: 4, pattern: /^[0-9a-fA-F]{4}$/, error: 'Invalid unicode escape found' }],
]);

function readString(src: string, i: number): [string, number] {
  const quote = src.charCodeAt(i);
  let out = '';
  let j = i + 1;
  for (;;) {
    if (j >= src.length) throw new ExprSyntaxError('Unterminated string');
    const c = src.charCodeAt(j);
    if (c === quote) return [out, j + 1];
    if (c === 10) throw new ExprSyntaxError('Illegal bare line feed character in string literal');
    if (c === 13) {
      throw new ExprSyntaxError('Illegal bare carriage return character in string literal');
    }
    if (c !== 92 /* \ */) {
      out += src.charAt(j);
      j++;
      continue;
    }
    j++;
    if (j >= src.length) throw new ExprSyntaxError('Unterminated string');
    const e = src.charAt(j);
    const code = CODE_ESCAPES.get(e);
    if (code) {
      const hex = src.slice(j + 1, j + 1 + code.digits);
      if (!code.pattern.test(hex)) throw new ExprSyntaxError(code.error);
      out += String.fromCharCode(Number.parseInt(hex, 16));
      j += 1 + code.digits;
    } else {
      out += LETTER_ESCAPES.get(e) ?? e;
      j++;
    }
  }
}

export interface Lexed {
  tokens: Lexeme[];
  errors: string[];
}

/**
 * Splits an expression into tokens; `limit` caps the token count (0 = none).
 * Going over the limit and unknown function names are reported and the scan
 * goes on; any other problem ends the scan.
 */
export function lex(src: string, limit = 0): Lexed {
  const out: Lexeme[] = [];
  const errors: string[] = [];
  // Only the first soft problem (too many tokens, unknown function) is reported;
  // the scan goes on to find a hard one.
  const soft = (message: string) => {
    if (errors.length === 0) errors.push(message);
  };
  let count = 0;
  const push = (t: Lexeme, weight = 1, keep = true) => {
    if (keep) out.push(t);
    const before = count;
    count += weight;
    if (limit > 0 && before <= limit && count > limit) {
      soft(`Expression exceeds the maximum number of allowed tokens: ${limit}`);
    }
  };
  try {
    scan(src, push, soft);
  } catch (e) {
    if (!(e instanceof ExprSyntaxError)) throw e;
    errors.push(e.message);
  }
  return { tokens: out, errors };
}

const FUNCTIONS = new Set(['max', 'min', 'abs', 'num', 'str', 'bool']);

function scan(
  src: string,
  push: (t: Lexeme, weight?: number, keep?: boolean) => void,
  soft: (message: string) => void,
): void {
  let i = 0;
  while (i < src.length) {
    const c = src.charCodeAt(i);
    if (isBlank(c)) {
      i++;
      continue;
    }
    if (isDigit(c)) {
      const [n, j] = readNumber(src, i);
      push({ t: 'value', value: n });
      i = j;
      continue;
    }
    if (c === 34 || c === 39) {
      const [s, j] = readString(src, i);
      push({ t: 'value', value: s });
      i = j;
      continue;
    }
    if (c === 40 || c === 41 || c === 44 || c === 59) {
      push({ t: src.charAt(i) as '(' | ')' | ',' | ';' });
      i++;
      continue;
    }
    const end = segmentEnd(src, i);
    if (end > i) {
      const path: (string | number)[] = [];
      let start = i;
      let j = end;
      for (;;) {
        const seg = src.slice(start, j);
        path.push(isDigit(seg.charCodeAt(0)) ? Number(seg) : seg);
        if (src.charCodeAt(j) !== 46) break;
        const next = segmentEnd(src, j + 1);
        if (next === j + 1) throw unexpected(src, j);
        start = j + 1;
        j = next;
      }
      const name = src.slice(i, j);
      i = j;
      if (path.length === 1 && Object.hasOwn(CONSTANTS, name)) {
        push({ t: 'value', value: CONSTANTS[name] as number | boolean | null });
        continue;
      }
      let k = i;
      while (isBlank(src.charCodeAt(k))) k++;
      if (path.length === 1 && src.charCodeAt(k) === 40 /* ( */) {
        // a call: the name and its opening parenthesis are one token
        i = k + 1;
        push({ t: 'call', name });
        if (!FUNCTIONS.has(name)) soft(`Invalid function ${name}`);
        push({ t: '(' }, 1, false);
        continue;
      }
      push({ t: 'ref', name, path });
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (op) {
      push({ t: 'op', text: op });
      i += op.length;
      continue;
    }
    throw unexpected(src, i);
  }
}
