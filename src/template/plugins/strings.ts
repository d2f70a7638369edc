/** String helpers shared by formatters. */
import { replaceChars } from '../util';

const ATTR_CHARS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const HTML_CHARS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export const escapeHtml = (s: string): string => replaceChars(s, HTML_CHARS);
export const escapeHtmlAttributes = (s: string): string => replaceChars(s, ATTR_CHARS);

/** `</` becomes `<\/` so JSON cannot end a script element. */
export const escapeScriptTags = (s: string): string => s.replace(/<\//g, '<\\/');

export const slugify = (s: string): string =>
  s
    .replace(/[^a-zA-Z0-9\s-]+/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();

/** Cuts after the last whitespace within the first `max` characters, then adds `ellipsis`. */
export const truncate = (s: string, max: number, ellipsis = '...'): string => {
  if (s.length <= max) return s;
  let end = max;
  for (let i = max - 1; i >= 0; i--) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 11 || c === 13 || c === 12) {
      end = i + 1;
      break;
    }
  }
  return s.slice(0, end) + ellipsis;
};

/** Drops `<…>` runs, putting a space where each tag ended. */
export const removeTags = (s: string): string => {
  let out = '';
  let inTag = false;
  for (const ch of s) {
    if (ch === '<') inTag = true;
    else if (ch === '>') {
      inTag = false;
      out += ' ';
    } else if (!inTag) out += ch;
  }
  return out;
};

export const capitalizeFirst = (s: string): string =>
  s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

const URL_SAFE = /[A-Za-z0-9@*_+\-./]/;
const hex2 = (n: number) => (n < 16 ? '%0' : '%') + n.toString(16).toUpperCase();

/** UTF-8 encodes, then percent-escapes like JS `escape()`; lone surrogates throw. */
export const urlEncode = (s: string): string => {
  let out = '';
  const byte = (b: number) => {
    const ch = String.fromCharCode(b);
    out += b < 128 && URL_SAFE.test(ch) ? ch : hex2(b);
  };
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        cp = ((cp - 0xd800) << 10) + (lo - 0xdc00) + 0x10000;
        i++;
      }
    }
    if (cp >= 0xd800 && cp <= 0xdfff) {
      throw new Error(`Lone surrogate U+${cp.toString(16).toUpperCase()} is not a scalar value`);
    }
    if (cp < 0x80) byte(cp);
    else if (cp < 0x800) {
      byte(0xc0 | (cp >> 6));
      byte(0x80 | (cp & 63));
    } else if (cp < 0x10000) {
      byte(0xe0 | (cp >> 12));
      byte(0x80 | ((cp >> 6) & 63));
      byte(0x80 | (cp & 63));
    } else {
      byte(0xf0 | (cp >> 18));
      byte(0x80 | ((cp >> 12) & 63));
      byte(0x80 | ((cp >> 6) & 63));
      byte(0x80 | (cp & 63));
    }
  }
  return out;
};

/** Fills `{0}`, `{1}`… in `pattern`; a malformed placeholder is dropped up to its `}`. */
export const formatPattern = (pattern: string, args: unknown[]): string => {
  let out = '';
  let index = -1; // -1: text, >= 0: inside {digits, -2: skipping a bad placeholder
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (index === -2 && ch === '}') index = -1;
    else if (index >= 0) {
      const c = ch.charCodeAt(0);
      if (c >= 48 && c <= 57) {
        if (index > 0) index *= 10;
        index += c - 48;
      } else if (ch === '}') {
        if (index < args.length) out += args[index];
        index = -1;
      } else index = -2;
    } else if (ch === '{') index = 0;
    else if (index !== -2) out += ch;
  }
  return out;
};
