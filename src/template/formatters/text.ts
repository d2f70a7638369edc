/** String helpers shared by formatters: one of each, tuned for the hot paths. */

/**
 * Escapes `&`, `<`, `>` (and `"` when `quotes`), scanning once and copying only
 * around the characters replaced.
 */
function escapeMarkup(s: string, quotes: boolean): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 62) continue;
    let r: string;
    if (c === 38) r = '&amp;';
    else if (c === 60) r = '&lt;';
    else if (c === 62) r = '&gt;';
    else if (c === 34 && quotes) r = '&quot;';
    else continue;
    out += s.slice(last, i) + r;
    last = i + 1;
  }
  return last === 0 ? s : out + s.slice(last);
}

export const escapeHtml = (s: string): string => escapeMarkup(s, false);
export const escapeAttr = (s: string): string => escapeMarkup(s, true);

/** Characters the legacy JS `escape()` keeps: A-Z a-z 0-9 @ * _ + - . / */
const URL_SAFE = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@*_+-./')
    t[c.charCodeAt(0)] = 1;
  return t;
})();

/** UTF-8 encodes, then percent-escapes like the legacy JS `escape()`; ASCII text needs no encoder. */
export function urlEncode(s: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 127) return utf8Escape(s);
    if (URL_SAFE[c] === 1) continue;
    out += `${s.slice(last, i)}%${c < 16 ? '0' : ''}${c.toString(16).toUpperCase()}`;
    last = i + 1;
  }
  return last === 0 ? s : out + s.slice(last);
}

function utf8Escape(s: string): string {
  let out = '';
  for (const b of new TextEncoder().encode(s)) {
    out +=
      b < 128 && URL_SAFE[b] === 1
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** JSON text safe inside a script element. */
export function scriptJson(v: unknown, indent?: number): string {
  const s = JSON.stringify(v, null, indent) ?? '';
  return s.indexOf('</') < 0 ? s : s.replace(/<\//g, '<\\/');
}
