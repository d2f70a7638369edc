/** String helpers shared by formatters. */

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

export const escapeAttr = (s: string): string =>
  s.replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );

/** UTF-8 encodes, then percent-escapes like the legacy JS `escape()`. */
export function urlEscape(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let out = '';
  for (const b of bytes) {
    const ch = String.fromCharCode(b);
    if (/[A-Za-z0-9@*_+\-./]/.test(ch)) out += ch;
    else out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** JSON text safe inside a script element. */
export const scriptJson = (v: unknown, indent?: number): string =>
  (JSON.stringify(v, null, indent) ?? '').replace(/<\//g, '<\\/');
