/**
 * The parser: finds tags in the source, turns each into an instruction and feeds the
 * instructions, in order, to a sink (the assembler). A tag that does not parse is text.
 */
import { formatterUnknown, predicateUnknown, type TemplateError } from './errors';
import type { Args, Code, FormatterCall, Ref } from './instructions';
import { Opcode } from './opcodes';
import {
  isSpace,
  matchArgsText,
  matchDefinition,
  matchFilePath,
  matchPredicateName,
  matchReference,
  matchSeparator,
  matchWhitespace,
  matchWord,
} from './scanner';
import { splitVariable } from './util';

export interface Sink {
  accept(op: Opcode, code: Code): void;
  error(err: TemplateError): void;
}

type Table = Record<string, unknown>;

/** Keywords after `.`, by first letter, tried in order. */
const KEYWORDS: Record<string, [string, Opcode][]> = {
  a: [['alternates with', Opcode.ALTERNATES_WITH]],
  c: [['ctx', Opcode.CTXVAR]],
  e: [
    ['end', Opcode.END],
    ['eof', Opcode.EOF],
    ['eval', Opcode.EVAL],
  ],
  i: [
    ['if', Opcode.IF],
    ['include', Opcode.INCLUDE],
    ['inject', Opcode.INJECT],
  ],
  m: [
    ['macro', Opcode.MACRO],
    ['meta-left', Opcode.META_LEFT],
    ['meta-right', Opcode.META_RIGHT],
  ],
  n: [['newline', Opcode.NEWLINE]],
  o: [['or', Opcode.OR_PREDICATE]],
  r: [['repeated section', Opcode.REPEATED]],
  s: [
    ['section', Opcode.SECTION],
    ['space', Opcode.SPACE],
  ],
  t: [['tab', Opcode.TAB]],
  v: [['var', Opcode.BINDVAR]],
};

const has = (table: Table, name: string): boolean => !!table[name];

export class Parser {
  private readonly str: string;
  private readonly sink: Sink;
  private readonly formatters: Table;
  private readonly predicates: Table;
  /** Bounds of the tag body being matched, and the end of the last successful match. */
  private start = 0;
  private end = 0;
  private matchEnd = 0;

  constructor(str: string, sink: Sink, formatters: Table = {}, predicates: Table = {}) {
    this.str = str;
    this.sink = sink;
    this.formatters = formatters;
    this.predicates = predicates;
  }

  parse(): void {
    const str = this.str;
    const len = str.length;
    let idx = 0;
    for (;;) {
      let start = str.indexOf('{', idx);
      if (start === -1) {
        this.text(idx, len);
        break;
      }
      if (str.charCodeAt(start + 1) === 35 && str.charCodeAt(start + 2) === 35) {
        // {## multi-line comment ##}
        this.text(idx, start);
        const close = str.indexOf('##}', start + 3);
        const body = close === -1 ? str.slice(start + 3) : str.slice(start + 3, close);
        this.sink.accept(Opcode.COMMENT, [Opcode.COMMENT, body, 1]);
        if (close === -1) {
          idx = len;
          break;
        }
        idx = close + 3;
        continue;
      }
      let i = start + 1;
      let close = -1;
      for (; i < len; i++) {
        const c = str.charCodeAt(i);
        if (c === 123) start = i;
        else if (c === 125) {
          close = i;
          break;
        }
      }
      if (close === -1) {
        this.text(idx, len);
        break;
      }
      this.text(idx, start);
      if (!this.parseTag(start + 1, close)) this.text(start, close + 1);
      idx = close + 1;
    }
    this.sink.accept(Opcode.EOF, Opcode.EOF);
  }

  private text(from: number, to: number): void {
    if (from < to) this.sink.accept(Opcode.TEXT, [Opcode.TEXT, this.str.slice(from, to)]);
  }

  private emit(op: Opcode, code: Code): true {
    this.sink.accept(op, code);
    return true;
  }

  private parseTag(start: number, end: number): boolean {
    const c = this.str.charCodeAt(start);
    if (c === 35) {
      return this.emit(Opcode.COMMENT, [Opcode.COMMENT, this.str.slice(start + 1, end), 0]);
    }
    this.start = start;
    this.end = end;
    if (c !== 46) return this.parseVariable();
    this.start = start + 1;
    return this.parseInstruction();
  }

  private complete(): boolean {
    return this.start === this.end;
  }

  /** Moves the match pointer past the last successful match. */
  private consume(): void {
    this.start = this.matchEnd;
  }

  /** Records a match ending at `j` (if any) and reports whether there was one. */
  private hit(j: number): boolean {
    if (j === -1) return false;
    this.matchEnd = j;
    return true;
  }

  private matchSpace(): boolean {
    return this.str.charCodeAt(this.start) === 32 ? this.hit(this.start + 1) : false;
  }

  private parseInstruction(): boolean {
    if (this.parsePredicate(Opcode.PREDICATE)) return true;
    const str = this.str;
    const candidates = KEYWORDS[str[this.start] as string];
    let op = Opcode.NOOP;
    if (candidates) {
      for (const [word, code] of candidates) {
        if (str.startsWith(word, this.start)) {
          this.matchEnd = this.start + word.length;
          op = code;
          break;
        }
      }
    }
    if (op === Opcode.NOOP) return false;
    this.consume();
    switch (op) {
      case Opcode.ALTERNATES_WITH:
      case Opcode.END:
      case Opcode.EOF:
      case Opcode.META_LEFT:
      case Opcode.META_RIGHT:
      case Opcode.NEWLINE:
      case Opcode.SPACE:
      case Opcode.TAB:
        return this.complete() ? this.emit(op, op) : false;
      case Opcode.BINDVAR:
        return this.parseBindvar();
      case Opcode.CTXVAR:
        return this.parseCtxvar();
      case Opcode.EVAL:
        return this.parseEval();
      case Opcode.IF:
        return this.parseIf();
      case Opcode.INCLUDE:
        return this.parseInclude();
      case Opcode.INJECT:
        return this.parseInject();
      case Opcode.MACRO:
        return this.parseMacro();
      case Opcode.OR_PREDICATE:
        return this.parsePredicate(Opcode.OR_PREDICATE);
      default:
        return this.parseSection(op);
    }
  }

  /** `@name` after exactly one space, then exactly one more space. */
  private definitionBetweenSpaces(): string | null {
    if (!this.matchSpace()) return null;
    this.consume();
    const from = this.start;
    if (!this.hit(matchDefinition(this.str, from))) return null;
    this.consume();
    const name = this.str.slice(from, this.start);
    if (!this.matchSpace()) return null;
    this.consume();
    return name;
  }

  private parseBindvar(): boolean {
    const name = this.definitionBetweenSpaces();
    if (name === null) return false;
    const refs = this.matchVariables();
    if (refs === null) return false;
    this.consume();
    const calls = this.matchFormatters();
    if (calls !== null) this.consume();
    if (!this.complete() || !this.checkFormatters(calls)) return false;
    return this.emit(Opcode.BINDVAR, [Opcode.BINDVAR, name, refs, calls === null ? 0 : calls]);
  }

  private parseCtxvar(): boolean {
    const name = this.definitionBetweenSpaces();
    if (name === null) return false;
    const str = this.str;
    const bindings: [string, Ref][] = [];
    let i = this.start;
    for (;;) {
      const k = matchWord(str, i);
      if (!this.hit(k)) break;
      const key = str.slice(i, k);
      i = k;
      if (str.charCodeAt(i++) !== 61) break;
      const r = matchReference(str, i);
      if (!this.hit(r)) break;
      bindings.push([key, splitVariable(str.slice(i, r))]);
      i = r;
      this.hit(matchWhitespace(str, i));
      i = this.matchEnd;
    }
    if (bindings.length === 0) return false;
    this.consume();
    if (!this.complete()) return false;
    return this.emit(Opcode.CTXVAR, [Opcode.CTXVAR, name, bindings]);
  }

  private parseEval(): boolean {
    if (!this.hit(matchWhitespace(this.str, this.start))) return false;
    this.consume();
    return this.emit(Opcode.EVAL, [Opcode.EVAL, this.str.slice(this.start, this.end)]);
  }

  private parseIf(): boolean {
    const str = this.str;
    if (!this.hit(matchWhitespace(str, this.start))) return false;
    this.consume();
    if (this.parsePredicate(Opcode.PREDICATE)) return true;
    const refs: Ref[] = [];
    const ops: number[] = [];
    let haveOp = false;
    let i = this.start;
    for (;;) {
      const r = matchReference(str, i);
      if (!this.hit(r)) {
        if (haveOp) return false;
        break;
      }
      refs.push(splitVariable(str.slice(i, r)));
      i = r;
      this.hit(matchWhitespace(str, i));
      i = this.matchEnd;
      const a = str.charCodeAt(i);
      if ((a === 38 || a === 124) && str.charCodeAt(i + 1) === a) {
        this.matchEnd = i + 2;
        ops.push(a === 38 ? 1 : 0);
      } else break;
      haveOp = true;
      i = this.matchEnd;
      this.hit(matchWhitespace(str, i));
      i = this.matchEnd;
    }
    this.consume();
    if (!this.complete()) return false;
    return this.emit(Opcode.IF, [Opcode.IF, ops, refs, [], undefined]);
  }

  /** Arguments split on their first character, from the match pointer to the tag's end. */
  private matchArguments(): Args | null {
    const j = matchArgsText(this.str, this.start, this.end, false);
    if (!this.hit(j)) return null;
    const raw = this.str.slice(this.start, j);
    const delim = raw[0] as string;
    const args = raw.slice(1).split(delim);
    return args.length === 1 && !args[0] ? [[], delim] : [args, delim];
  }

  private parseInclude(): boolean {
    if (!this.matchSpace()) return false;
    const args = this.matchArguments();
    this.consume();
    if (args === null || args[0].length < 1) return false;
    const name = args[0][0] as string;
    args[0] = args[0].slice(1);
    return this.emit(Opcode.INCLUDE, [Opcode.INCLUDE, name, args]);
  }

  private parseInject(): boolean {
    const name = this.definitionBetweenSpaces();
    if (name === null) return false;
    const from = this.start;
    if (!this.hit(matchFilePath(this.str, from))) return false;
    this.consume();
    const path = this.str.slice(from, this.start);
    const args = this.matchArguments();
    this.consume();
    return this.emit(Opcode.INJECT, [Opcode.INJECT, name, path, args === null ? 0 : args]);
  }

  private parseMacro(): boolean {
    if (!this.matchSpace()) return false;
    this.consume();
    const from = this.start;
    if (!this.hit(matchFilePath(this.str, from))) return false;
    this.consume();
    if (!this.complete()) return false;
    return this.emit(Opcode.MACRO, [Opcode.MACRO, this.str.slice(from, this.start), []]);
  }

  private parsePredicate(op: Opcode.PREDICATE | Opcode.OR_PREDICATE): boolean {
    let space = false;
    if (op === Opcode.OR_PREDICATE) {
      space = this.matchSpace();
      if (space) this.consume();
    }
    let name: string | null = null;
    let args: Args | null = null;
    if (op === Opcode.PREDICATE || space) {
      const from = this.start;
      if (!this.hit(matchPredicateName(this.str, from))) return false;
      name = this.str.slice(from, this.matchEnd);
      if (!has(this.predicates, name)) this.sink.error(predicateUnknown(name));
      this.consume();
      args = this.matchArguments();
      if (args !== null) this.consume();
    }
    if (!this.complete()) return false;
    if (op === Opcode.PREDICATE) {
      return this.emit(op, [op, name as string, args === null ? 0 : args, [], undefined]);
    }
    return this.emit(op, [op, name === null ? 0 : name, args === null ? 0 : args, [], undefined]);
  }

  private parseSection(op: Opcode): boolean {
    const str = this.str;
    if (!this.hit(matchWhitespace(str, this.start))) return false;
    this.consume();
    const from = this.start;
    if (!this.hit(matchReference(str, from))) return false;
    this.consume();
    if (!this.complete()) return false;
    const ref = splitVariable(str.slice(from, this.start));
    if (op === Opcode.REPEATED) {
      return this.emit(op, [Opcode.REPEATED, ref, [], Opcode.END, []]);
    }
    return this.emit(Opcode.SECTION, [Opcode.SECTION, ref, [], Opcode.END]);
  }

  private parseVariable(): boolean {
    const refs = this.matchVariables();
    if (refs === null) return false;
    this.consume();
    const calls = this.matchFormatters();
    if (calls !== null) this.consume();
    if (!this.complete() || !this.checkFormatters(calls)) return false;
    return this.emit(Opcode.VARIABLE, [Opcode.VARIABLE, refs, calls === null ? 0 : calls]);
  }

  /** One or more references separated by commas. */
  private matchVariables(): Ref[] | null {
    const str = this.str;
    let i = this.start;
    let result: Ref[] | null = null;
    for (;;) {
      const r = matchReference(str, i);
      if (!this.hit(r)) {
        if (i !== this.start) return null;
        break;
      }
      if (result === null) result = [];
      result.push(splitVariable(str.slice(i, r)));
      if (!this.hit(matchSeparator(str, r))) break;
      i = this.matchEnd;
    }
    return result;
  }

  /** `|name args|name…`; null when absent or malformed. */
  private matchFormatters(): FormatterCall[] | null {
    const str = this.str;
    let i = this.start;
    if (str.charCodeAt(i++) !== 124) return null;
    if (str.charCodeAt(i) === 124) return null;
    let haveSep = false;
    let result: FormatterCall[] | null = null;
    for (;;) {
      const w = matchWord(str, i);
      if (!this.hit(w)) {
        if (haveSep) return null;
        break;
      }
      if (result === null) result = [];
      const name = str.slice(i, w);
      i = w;
      const a = matchArgsText(str, i, this.end, true);
      if (this.hit(a)) {
        const delim = str[i] as string;
        result.push([name, [str.slice(i + 1, a).split(delim), delim]]);
        i = a;
      } else {
        result.push([name]);
      }
      if (str.charCodeAt(i++) !== 124) break;
      haveSep = true;
    }
    return result;
  }

  private checkFormatters(calls: FormatterCall[] | null): boolean {
    if (calls) {
      for (const call of calls) {
        if (!has(this.formatters, call[0])) {
          this.sink.error(formatterUnknown(call[0]));
          return false;
        }
      }
    }
    return true;
  }
}

export { isSpace };
