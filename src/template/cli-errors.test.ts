/**
 * Errors as template authors see them: `file:line:column: message`, the source line and a caret,
 * for syntax errors, run-time errors and a partial that fails to parse; and `check`'s exit status.
 * The real engine over in-memory files.
 */
import { describe, expect, it } from 'vitest';
import { type CliIo, runCli } from './cli';
import { formatError, lineColumn } from './cli-format';
import { tagSpans } from './cli-locate';
import { Compiler } from './index';

function run(argv: string[], files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    readText(path) {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text;
    },
    listDir: (dir) =>
      Object.keys(files)
        .filter((f) => f.startsWith(`${dir}/`))
        .map((f) => f.slice(dir.length + 1)),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
  const status = runCli(argv, io, {
    engine: new Compiler(),
    cldr: () => {
      throw new Error('no locale data');
    },
  });
  return { status, out: out.join(''), err: err.join('') };
}

const data = JSON.stringify({ title: 'Mugs', items: [1, 2] });

describe('sq-template error output', () => {
  it('places a syntax error and a block left open on their tags', () => {
    const page =
      '<h1>{title}</h1>\n<ul>\n\t{.repeated section items}<li>{@|nope}</li>{.end}\n{.section x}\n';
    const result = run(['render', 'page.jsont', '--json', 'data.json'], {
      'page.jsont': page,
      'data.json': data,
    });
    expect(result.status).toBe(1);
    expect(result.err).toBe(
      [
        "page.jsont:3:31: SyntaxError: Formatter 'nope' is unknown",
        ' 3 | \t{.repeated section items}<li>{@|nope}</li>{.end}',
        '   | \t                             ^',
        'page.jsont:4:1: SyntaxError: Reached EOF in the middle of SECTION',
        ' 4 | {.section x}',
        '   | ^',
        '',
      ].join('\n'),
    );
  });

  it('places a run-time error on the tag that raised it, and a partial parse failure in the partial', () => {
    const result = run(['render', 'page.jsont', '--json', 'data.json', '--partials', 'parts'], {
      'page.jsont': 'a\n{.section items}\n  {@|apply missing}\n{.end}\n{@|apply header}\n',
      'parts/header.jsont': '<h1>\n  {title|wat}</h1>\n',
      'data.json': data,
    });
    expect(result.status).toBe(1);
    expect(result.err).toBe(
      [
        "page.jsont:3:3: RuntimeError: Attempt to apply partial 'missing' which could not be found.",
        ' 3 |   {@|apply missing}',
        '   |   ^',
        'parts/header.jsont:2:3: RuntimeError: Parse of partial "header" failed: SyntaxError: Formatter \'wat\' is unknown',
        ' 2 |   {title|wat}</h1>',
        '   |   ^',
        '',
      ].join('\n'),
    );
  });

  it('finds the same message again further on, and skips comments when splitting tags', () => {
    const page = '{## {@|nope} ##}{@|nope}\n{@|nope}';
    expect(tagSpans(page)).toEqual([
      { start: 16, end: 24 },
      { start: 25, end: 33 },
    ]);
    const result = run(['check', 'page.jsont'], { 'page.jsont': page });
    expect(result.err).toContain("page.jsont:1:17: SyntaxError: Formatter 'nope' is unknown\n");
    expect(result.err).toContain("page.jsont:2:1: SyntaxError: Formatter 'nope' is unknown\n");
  });

  it('prints an error it cannot place as file: message', () => {
    expect(formatError('a.jsont', 'x', null, 'RuntimeError: boom')).toBe(
      'a.jsont: RuntimeError: boom\n',
    );
    expect(lineColumn('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('sq-template check', () => {
  const files = {
    'good.jsont': '{.section item}{title|html}{.end}',
    'also-good.jsont': '{.if a}x{.or}y{.end}',
    'bad.jsont': 'ok\n{.end}',
  };

  it('prints nothing and exits 0 when every template parses', () => {
    expect(run(['check', 'good.jsont', 'also-good.jsont'], files)).toEqual({
      status: 0,
      out: '',
      err: '',
    });
  });

  it('prints every error and a summary, and exits 1', () => {
    expect(run(['check', 'good.jsont', 'bad.jsont'], files)).toEqual({
      status: 1,
      out: '',
      err: [
        'bad.jsont:2:1: SyntaxError: Instruction END not allowed at root',
        ' 2 | {.end}',
        '   | ^',
        'sq-template: 1 error in 1 of 2 templates',
        '',
      ].join('\n'),
    });
  });

  it('exits 2 for a file it cannot read, and asks for a template', () => {
    const missing = run(['check', 'good.jsont', 'nope.jsont'], files);
    expect(missing.status).toBe(2);
    expect(missing.err).toContain("no such file, open 'nope.jsont'");
    expect(run(['check'], files)).toMatchObject({ status: 2 });
  });
});
