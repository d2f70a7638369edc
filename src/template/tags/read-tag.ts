/**
 * Reads one `{…}` tag in place (the source and the tag's bounds, no copy of the
 * body) and says what it is.
 *
 * `{#…}` is a comment, `{.…}` an instruction, anything else a variable tag. An
 * instruction is told apart by its first letter, then by its keyword; each tag
 * family's reader lives in its own file (text, output, section, predicate, if,
 * vars, partials), and a name matching no keyword is read as a predicate test.
 * A body that does not match any form is a literal: the whole tag, braces
 * included, is then output as text. Unknown formatter and predicate names are
 * reported through `report`.
 */
import { readIf } from './if';
import { readPathsAndFilters } from './output';
import { readInclude, readMacro } from './partials';
import { readOrTest, readPredicate } from './predicate';
import { Kind, leaf, type NameTables, type Reading, type TagReader } from './reading';
import { afterSpace, afterSpaces, exactly } from './scan';
import { readSection } from './section';
import { readCharTag, readComment } from './text';
import { readBind, readInject, readRecord } from './vars';

/** Reads the tag body `s[start..end)`; the answer goes into `out`. */
export function readTag(
  s: string,
  start: number,
  end: number,
  tables: NameTables,
  out: Reading,
): void {
  out.node = null;
  out.test = null;
  const first = s.charCodeAt(start);
  if (first === 35 /* # */) {
    readComment(s, start + 1, end, out);
  } else if (first === 46 /* . */) {
    out.kind = readInstruction(s, start + 1, end, tables, out);
  } else {
    const r = readPathsAndFilters(s, start, end, tables);
    if (r) leaf(out, { kind: 'output', paths: r.paths, filters: r.filters });
    else out.kind = Kind.Literal;
  }
}

/** An instruction whose name starts at `i` (after the dot). */
const readInstruction: TagReader = (s, i, end, tables, out) => {
  if (readCharTag(s, i, end, out)) return Kind.Leaf;
  let at: number;
  switch (s.charCodeAt(i)) {
    case 97 /* a */:
      if (exactly(s, i, end, 'alternates with')) return Kind.Alternates;
      break;
    case 99 /* c */:
      at = afterSpace(s, i, 'ctx');
      if (at >= 0) return readRecord(s, at, end, out);
      break;
    case 101 /* e */:
      if (exactly(s, i, end, 'end')) return Kind.End;
      if (exactly(s, i, end, 'eof')) return Kind.Eof;
      at = afterSpaces(s, i, 'eval');
      if (at >= 0) return leaf(out, { kind: 'eval', source: s.slice(at, end) });
      break;
    case 105 /* i */:
      at = afterSpaces(s, i, 'if');
      if (at >= 0) return readIf(s, at, end, tables, out);
      at = afterSpace(s, i, 'include');
      if (at >= 0) return readInclude(s, at, end, out);
      at = afterSpace(s, i, 'inject');
      if (at >= 0) return readInject(s, at, end, out);
      break;
    case 109 /* m */:
      at = afterSpace(s, i, 'macro');
      if (at >= 0) return readMacro(s, at, end, out);
      break;
    case 111 /* o */:
      if (exactly(s, i, end, 'or')) return Kind.Or;
      at = afterSpace(s, i, 'or');
      if (at >= 0) return readOrTest(s, at, end, tables, out);
      break;
    case 114 /* r */:
      // `repeated section` and `section` take exactly one path.
      at = afterSpaces(s, i, 'repeated section');
      if (at >= 0) return readSection(s, at, end, true, out);
      break;
    case 115 /* s */:
      at = afterSpaces(s, i, 'section');
      if (at >= 0) return readSection(s, at, end, false, out);
      break;
    case 118 /* v */:
      at = afterSpace(s, i, 'var');
      if (at >= 0) return readBind(s, at, end, tables, out);
      break;
  }
  return readPredicate(s, i, end, tables, out);
};
