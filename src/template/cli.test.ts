import { describe, expect, it } from 'vitest';
import { type CliDeps, type CliEngine, HELP, runCli } from './cli';

const files: Record<string, string> = {
  'page.jsont': 'Hello {name}',
  'data.json': '{"name":"Ada"}',
  'bad.json': '{name',
  'parts/header.html': '<h1>{title}</h1>',
  'parts/footer.jsont': '<footer/>',
  'parts/.DS_Store': 'junk',
};

function run(argv: string[], engine?: CliEngine) {
  const out: string[] = [];
  const err: string[] = [];
  const seen: Parameters<CliEngine['execute']>[0][] = [];
  const deps: CliDeps = {
    engine: engine ?? {
      execute(props) {
        seen.push(props);
        return { ctx: { render: () => `rendered ${props.code}` }, errors: [] };
      },
      parse: () => ({ errors: [] }),
    },
    cldr(locale) {
      if (locale !== 'en-US' && locale !== 'fr') throw new Error(`no locale data for ${locale}`);
      return { locale };
    },
  };
  const io = {
    readText(path: string) {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text;
    },
    listDir: (dir: string) =>
      Object.keys(files)
        .filter((f) => f.startsWith(`${dir}/`))
        .map((f) => f.slice(dir.length + 1)),
    out: (text: string) => out.push(text),
    err: (text: string) => err.push(text),
  };
  const status = runCli(argv, io, deps);
  return { status, out: out.join(''), err: err.join(''), seen };
}

describe('sq-template', () => {
  it('prints the help with --help, -h or no arguments', () => {
    for (const argv of [['--help'], ['-h'], [], ['render', '--help']]) {
      expect(run(argv)).toMatchObject({ status: 0, out: HELP, err: '' });
    }
  });

  it('renders the template with the data, the partials by name and the locale', () => {
    const result = run([
      'render',
      'page.jsont',
      '--json',
      'data.json',
      '--partials=parts',
      '--locale',
      'fr',
    ]);
    expect(result).toMatchObject({ status: 0, out: 'rendered Hello {name}', err: '' });
    expect(result.seen[0]).toEqual({
      code: 'Hello {name}',
      json: { name: 'Ada' },
      partials: { footer: '<footer/>', header: '<h1>{title}</h1>' },
      cldr: { locale: 'fr' },
      enableExpr: true,
      enableInclude: true,
    });
  });

  it('prints the output and then each error, and exits 1', () => {
    const result = run(['render', 'page.jsont', '--json', 'data.json'], {
      execute: () => ({
        ctx: { render: () => 'partial output' },
        errors: [{ type: 'engine', message: 'Formatter "nope" is not defined' }],
      }),
      parse: () => ({ errors: [] }),
    });
    expect(result).toEqual({
      status: 1,
      out: 'partial output',
      // Every prefix gives the error, so it is placed at the first tag.
      err: 'page.jsont:1:7: Formatter "nope" is not defined\n 1 | Hello {name}\n   |       ^\n',
      seen: [],
    });
  });

  it('exits 2 with a clear message for bad arguments, missing files, bad JSON or an unknown locale', () => {
    const cases: [string[], string][] = [
      [['draw', 'page.jsont'], 'unknown command "draw"'],
      [['render', 'page.jsont'], '--json DATA is required'],
      [['render', '--json', 'data.json'], 'give exactly one TEMPLATE file'],
      [['render', 'page.jsont', '--json'], '--json needs a value'],
      [['render', 'page.jsont', '--json', 'data.json', '--fast'], 'unknown option "--fast"'],
      [['render', 'missing.jsont', '--json', 'data.json'], "no such file, open 'missing.jsont'"],
      [['render', 'page.jsont', '--json', 'bad.json'], 'JSON'],
      [['render', 'page.jsont', '--json', 'data.json', '--locale', 'xx'], 'no locale data for xx'],
    ];
    for (const [argv, message] of cases) {
      const result = run(argv);
      expect(result.status, argv.join(' ')).toBe(2);
      expect(result.out).toBe('');
      expect(result.err).toContain(message);
      expect(result.seen).toEqual([]);
    }
  });
});
