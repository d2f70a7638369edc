/**
 * The platform's ICU message patterns, formatted in the browser as the template engine's `message`
 * formatter formats them (src/template/formatters/i18n-message.ts), without its locale packs: the
 * localized strings the engine reads as messages (a subscription's price wording, the from-price)
 * read the same on a store page and in the elements [C-26].
 *
 * What it reads, with the engine's semantics:
 * - `{name}` and `{0}`: an argument, by name, else (a number) by position; a missing one is empty;
 * - `''` is one apostrophe; an apostrophe opens literal text up to the next one (or the end), so
 *   `'{price}'` is written as it stands;
 * - `{n, plural, =0 {…} one {…} other {…}}` (with `offset:k`), `selectordinal`, and
 *   `{key, select, a {…} other {…}}`; `#` in a branch is the number; categories come from the
 *   locale's plural rules (Intl.PluralRules);
 * - a tag without its closing brace, and all after it, is text; `{-…}` is the tag as text.
 * Any other argument type (`{n, number}`, money, dates) writes the argument as it stands: the
 * engine's locale formats for them need its locale data.
 */

export interface MessageArguments {
  /** By name: `{price}`. */
  named?: Readonly<Record<string, unknown>>;
  /** By position: `{0}`, used when no named argument has the number for its name. */
  positional?: readonly unknown[];
}

const SPACES = /[\s,]*/y;
const ARGUMENT = /(\d+|[\p{L}\p{N}_]+)/uy;
const TYPE = /(plural|selectordinal|select|[\p{L}-]+)/uy;
const OFFSET = /offset:(-?\d+)/y;
const PLURAL_CHOICE = /(=\d+(?:\.\d+)?|zero|one|two|few|many|other)/y;
const SELECT_CHOICE = /[\p{L}\p{N}_]+/uy;

/** A sticky match at `at`: the text matched and where it ends, or null. */
function matchAt(pattern: RegExp, text: string, at: number): [string, number] | null {
  pattern.lastIndex = at;
  const found = pattern.exec(text);
  return found ? [found[0], pattern.lastIndex] : null;
}

/** Past the spaces and commas at `at`. */
const skipSpaces = (text: string, at: number) => matchAt(SPACES, text, at)?.[1] ?? at;

/**
 * The index of the `}` closing the `{` at `start` (before `end`), stepping over quoted text; -1
 * when it is not closed.
 */
function closingBrace(text: string, start: number, end: number): number {
  let depth = 0;
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    } else if (c === "'") {
      if (text[i + 1] === "'") i++;
      else {
        const close = text.indexOf("'", i + 1);
        if (close === -1) return -1;
        i = close;
      }
    }
  }
  return -1;
}

/** An argument's text: strings as they are, numbers and booleans as JavaScript writes them. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * An argument as a number for plural rules: numbers and numeric strings; a missing one is NaN
 * (the `other` form), anything else 0.
 */
function numberOf(value: unknown): number {
  if (value === undefined) return Number.NaN;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, n: number, type: 'cardinal' | 'ordinal'): string {
  const key = `${locale}|${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale, { type });
    } catch {
      rules = new Intl.PluralRules('en', { type });
    }
    pluralRules.set(key, rules);
  }
  return rules.select(n);
}

/** One pass over a pattern with its arguments and locale. */
class MessageWriter {
  constructor(
    private readonly text: string,
    private readonly args: MessageArguments,
    private readonly locale: string,
  ) {}

  private argument(name: string): unknown {
    const named = this.args.named;
    if (named && Object.hasOwn(named, name) && named[name] !== undefined) return named[name];
    return /^\d+$/.test(name) ? this.args.positional?.[Number(name)] : undefined;
  }

  /** The text of [start, end); `hash`, inside a plural or select branch, is what `#` writes. */
  write(start: number, end: number, hash?: string): string {
    const { text } = this;
    let out = '';
    let i = start;
    while (i < end) {
      const c = text[i] as string;
      if (c === "'") {
        if (text[i + 1] === "'") {
          out += "'";
          i += 2;
        } else {
          const close = text.indexOf("'", i + 1);
          const stop = close === -1 || close > end ? end : close;
          out += text.slice(i + 1, stop);
          i = stop + 1;
        }
      } else if (c === '{') {
        const close = closingBrace(text, i, end);
        if (close === -1) return out + text.slice(i, end);
        out +=
          text[i + 1] === '-' ? `{${text.slice(i + 2, close + 1)}` : this.tag(i + 1, close, hash);
        i = close + 1;
      } else {
        out += c === '#' && hash !== undefined ? hash : c;
        i++;
      }
    }
    return out;
  }

  /** A tag's interior [start, end): an argument, alone or with its type and branches. */
  private tag(start: number, end: number, hash?: string): string {
    const { text } = this;
    const name = matchAt(ARGUMENT, text, skipSpaces(text, start));
    if (!name || name[1] > end) {
      // Not a tag: dropped at the top, its raw text (with `#`) inside a branch.
      return hash === undefined ? '' : text.slice(start, end).replaceAll('#', hash);
    }
    const value = this.argument(name[0]);
    let at = skipSpaces(text, name[1]);
    // An argument not followed by a separator is the whole tag, whatever comes after it.
    if (at === name[1] || at >= end) return textOf(value);
    const type = matchAt(TYPE, text, at);
    if (!type || type[1] > end) return '';
    at = skipSpaces(text, type[1]);
    if (type[0] === 'plural' || type[0] === 'selectordinal') {
      return this.plural(value, type[0] === 'plural' ? 'cardinal' : 'ordinal', at, end);
    }
    if (type[0] === 'select') return this.select(value, at, end);
    return textOf(value);
  }

  /** The branches [start, end) as [choice, branch start, branch end], until one does not parse. */
  private branches(choice: RegExp, start: number, end: number): [string, number, number][] {
    const { text } = this;
    const found: [string, number, number][] = [];
    let at = start;
    while (at < end) {
      const key = matchAt(choice, text, at);
      if (!key) break;
      const open = skipSpaces(text, key[1]);
      if (text[open] !== '{') return [];
      const close = closingBrace(text, open, end);
      if (close === -1) return [];
      found.push([key[0], open + 1, close]);
      at = skipSpaces(text, close + 1);
    }
    return found;
  }

  private plural(value: unknown, type: 'cardinal' | 'ordinal', start: number, end: number) {
    const offsetMatch = matchAt(OFFSET, this.text, start);
    const offset = offsetMatch ? Number(offsetMatch[0].slice('offset:'.length)) : 0;
    const at = offsetMatch ? skipSpaces(this.text, offsetMatch[1]) : start;
    const n = numberOf(value);
    const shifted = n - offset;
    const category = pluralCategory(this.locale, shifted, type);
    let other: [number, number] | null = null;
    for (const [key, from, to] of this.branches(PLURAL_CHOICE, at, end)) {
      if (key.startsWith('=')) {
        if (Number(key.slice(1)) === n) return this.write(from, to, String(n));
      } else if (key === category) return this.write(from, to, String(shifted));
      else if (key === 'other') other ??= [from, to];
    }
    return other ? this.write(other[0], other[1], String(shifted)) : '';
  }

  private select(value: unknown, start: number, end: number): string {
    const key = textOf(value);
    let other: [number, number] | null = null;
    for (const [choice, from, to] of this.branches(SELECT_CHOICE, start, end)) {
      if (choice === key) return this.write(from, to, key);
      if (choice === 'other') other ??= [from, to];
    }
    return other ? this.write(other[0], other[1], key) : '';
  }
}

/** `pattern` with its arguments, its plural forms those of `locale` (a BCP 47 tag). */
export function formatMessage(pattern: string, args: MessageArguments, locale: string): string {
  return new MessageWriter(pattern, args, locale).write(0, pattern.length);
}
