/**
 * Generated differential cases for what a formatter sees of the scope (`lookup`, `get`,
 * `format`, `message`, and `@` in their arguments). In a `{path|…}` tag the public engine runs
 * the formatters on a frame of their own holding the tag's value, so names resolve on that value
 * first; `{.var}` runs them on the current frame; `message` reads its arguments from the frame
 * below. Every template below runs on every data set.
 */
import type { OracleCase } from './case';

const TEMPLATES = [
  '{foo|lookup key}',
  '{foo|lookup key.path}',
  '{@|lookup key}',
  '{.section foo}{@|lookup key}{.end}',
  '{.repeated section list}{@|lookup key};{.end}',
  '{.var @v foo|lookup key}{@v}',
  '{foo|get key}',
  '{foo|get @.key}',
  '{.repeated section list}{objects|get @.key|json};{.end}',
  '{.repeated section list}{.var @o objects|get @.key}{@o|json};{.end}',
  '{foo|format key}',
  '{.repeated section list}{msg|message @index @ key};{.end}',
  '{.repeated section list}{.var @m msg|message @index @ key}{@m};{.end}',
  '{.section foo}{msg|message key}|{.var @m msg|message key}{@m}{.end}',
];

const DATA: unknown[] = [
  { key: 'bar', foo: { bar: 1, key: 'own' }, bar: 'root' },
  { key: 'bar', foo: { bar: 123 }, objects: { bar: { a: 1 } } },
  { key: 'x', foo: { x: 'inner', key: 'x' }, x: 'outer', msg: 'm={0} {1} {2}' },
  {
    key: 'b',
    foo: 'text {0}',
    msg: '{0}: {1} / {2}',
    b: 'B',
    list: [{ key: 'b', b: 'first' }, { b: 'second' }, 'plain'],
    objects: { b: 'object b', first: 'object first' },
  },
  { foo: { key: 'path', path: 'P' }, key: { path: 'root path' }, list: [1, 2] },
  { key: '', foo: {}, list: [] },
];

export const TAG_SCOPE_CASES: OracleCase[] = TEMPLATES.flatMap((t) =>
  DATA.map((d): OracleCase => [t, d, {}, { locale: 'en-US' }]),
);
