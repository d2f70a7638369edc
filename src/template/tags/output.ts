/**
 * `{a, b|f|g args}`: the variable tag's operands, shared with `{.var @x …}`.
 *
 * One or more dotted paths separated by commas (spaces, never tabs, allowed around
 * each comma, as in the public engine), then optionally formatters: `|name`, or `|name<sep>args` where the
 * first character after the name separates the arguments, up to the next `|`.
 * The whole body must be used; a formatter name not in the tables is reported.
 */
import type { FilterStep, Path } from '../core/ast';
import type { NameTables } from './reading';
import { argList, pathEnd, readPathAt, wordEnd } from './scan';

/**
 * `a, b , c` followed optionally by `|filters`, running exactly to `end`.
 * Null on a syntax problem or an unknown formatter (reported).
 */
export function readPathsAndFilters(
  s: string,
  i: number,
  end: number,
  tables: NameTables,
): { paths: Path[]; filters: FilterStep[] } | null {
  const first = readPathAt(s, i);
  if (!first) return null;
  const paths: Path[] = [first];
  i = pathEnd;
  for (;;) {
    let j = i;
    let c = s.charCodeAt(j);
    while (c === 32) c = s.charCodeAt(++j);
    if (c !== 44 /* , */) break;
    c = s.charCodeAt(++j);
    while (c === 32) c = s.charCodeAt(++j);
    const path = readPathAt(s, j);
    if (!path) return null;
    paths.push(path);
    i = pathEnd;
  }
  if (i === end) return { paths, filters: [] };
  if (s.charCodeAt(i) !== 124 /* | */) return null;
  const filters: FilterStep[] = [];
  // `name`, `name<sep>args`, separated by single pipes
  for (i++; ; ) {
    const e = wordEnd(s, i);
    if (e === i) return null;
    const name = s.slice(i, e);
    if (e === end) {
      filters.push({ name, args: null });
      break;
    }
    if (s.charCodeAt(e) === 124) {
      filters.push({ name, args: null });
      i = e + 1;
      continue;
    }
    let bar = s.indexOf('|', e + 1);
    if (bar < 0 || bar > end) bar = end;
    filters.push({ name, args: argList(s, e, bar) });
    if (bar === end) break;
    i = bar + 1;
  }
  for (const f of filters) {
    if (!tables.hasFormatter(f.name)) {
      tables.report(`SyntaxError: Formatter '${f.name}' is unknown`);
      return null;
    }
  }
  return { paths, filters };
}
