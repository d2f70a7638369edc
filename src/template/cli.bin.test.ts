/**
 * The installed command end to end: bin/sq-template.mjs over the built engine (npm test builds
 * first), real files, real locale data.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const bin = join(import.meta.dirname, '../../bin/sq-template.mjs');
let dir: string;

const sqTemplate = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8' });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sq-template-'));
  mkdirSync(join(dir, 'parts'));
  writeFileSync(
    join(dir, 'page.jsont'),
    '{@|apply header}{.repeated section items}{@|html}{.alternates with}, {.end}',
  );
  writeFileSync(join(dir, 'parts/header.jsont'), '<h1>{title}</h1>\n');
  writeFileSync(join(dir, 'data.json'), JSON.stringify({ title: 'Mugs', items: ['<tea>', 'cup'] }));
  writeFileSync(join(dir, 'broken.jsont'), '{.section items}{@|nope}');
});

describe('npx sq-template', () => {
  it('prints the rendered page, with partials from a folder', () => {
    const out = execFileSync(
      process.execPath,
      [bin, 'render', 'page.jsont', '--json', 'data.json', '--partials', 'parts'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect(out).toBe('<h1>Mugs</h1>\n&lt;tea&gt;, cup');
  });

  it('prints the errors to standard error and exits 1', () => {
    const run = sqTemplate('render', 'broken.jsont', '--json', 'data.json');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Formatter');
    expect(run.stderr).toContain('nope');
  });

  it('checks templates without rendering them: 0 when clean, 1 with the errors placed', () => {
    const clean = sqTemplate('check', 'page.jsont', 'parts/header.jsont');
    expect(clean).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const broken = sqTemplate('check', 'page.jsont', 'broken.jsont');
    expect(broken.status).toBe(1);
    expect(broken.stderr).toBe(
      [
        "broken.jsont:1:17: SyntaxError: Formatter 'nope' is unknown",
        ' 1 | {.section items}{@|nope}',
        '   |                 ^',
        'broken.jsont:1:1: SyntaxError: Reached EOF in the middle of SECTION',
        ' 1 | {.section items}{@|nope}',
        '   | ^',
        'sq-template: 2 errors in 1 of 2 templates',
        '',
      ].join('\n'),
    );
  });

  it('loads the locale data it is asked for and refuses an unknown locale', () => {
    expect(
      sqTemplate(
        'render',
        'page.jsont',
        '--json',
        'data.json',
        '--partials',
        'parts',
        '--locale',
        'de-DE',
      ).status,
    ).toBe(0);
    const run = sqTemplate('render', 'page.jsont', '--json', 'data.json', '--locale', 'xx-nope');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/xx-nope/);
  });

  it('shows its usage with --help', () => {
    const run = sqTemplate('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: sq-template render TEMPLATE --json DATA/);
  });
});
