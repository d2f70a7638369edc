/**
 * An error as a template author reads it: `file:line:column: message`, then the source line and a
 * caret under the column (as liquidjs prints them). Line and column count from 1; the column is
 * the offset past the line's last newline. The caret line keeps the source line's tabs so the
 * caret lines up in a terminal. An error with no place is `file: message`.
 */

/** The 1-based line and column of `offset` in `source`. */
export function lineColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i >= 0 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The error's text, ending in a newline. */
export function formatError(
  file: string,
  source: string,
  offset: number | null,
  message: string,
): string {
  if (offset === null) return `${file}: ${message}\n`;
  const { line, column } = lineColumn(source, offset);
  const lineStart = offset - (column - 1);
  const end = source.indexOf('\n', lineStart);
  const text = source.slice(lineStart, end < 0 ? source.length : end).replace(/\r$/, '');
  const gutter = String(line);
  const pad = text.slice(0, column - 1).replace(/[^\t]/g, ' ');
  return (
    `${file}:${line}:${column}: ${message}\n` +
    ` ${gutter} | ${text}\n` +
    ` ${' '.repeat(gutter.length)} | ${pad}^\n`
  );
}
