// The few Markdown rules the docs' generated parts and the docs test share: a table cell's text,
// an inline code span, and the anchor GitHub gives a heading.

/** Text for one cell of a GitHub table: on one line, its pipes escaped. */
export function cell(text) {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|');
}

/** A value as inline code in a table cell (empty when there is no value). */
export function code(text) {
  if (text === undefined || text === null || text === '') return '';
  const value = cell(text);
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
}

/**
 * The anchor GitHub makes of a heading's text: Markdown marks and HTML tags' brackets gone,
 * lowercase, every character but letters, digits, spaces, `-` and `_` dropped, spaces to `-`.
 */
export function slug(heading) {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The anchors of a Markdown file's headings, as GitHub numbers repeats (`name`, `name-1`, …).
 * Headings inside fenced code are not headings.
 */
export function anchors(markdown) {
  const seen = new Map();
  const result = new Set();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** The text with every fenced code block's lines blanked (line numbers kept). */
export function withoutFences(markdown) {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}
