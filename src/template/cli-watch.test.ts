/**
 * `render --watch` on real files: the command renders, then renders again after the template, a
 * partial or the data changes, and keeps watching after a render with errors. Each step waits
 * for its output (with a time limit), never a fixed sleep; the watchers are closed at the end.
 */
import {
  type FSWatcher,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './cli';
import { Compiler } from './index';

const watchers: FSWatcher[] = [];
let dir = '';

afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('sq-template render --watch', () => {
  it('renders again after each change and keeps going after errors', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sq-template-watch-'));
    const page = join(dir, 'page.jsont');
    const data = join(dir, 'data.json');
    const parts = join(dir, 'parts');
    mkdirSync(parts);
    writeFileSync(page, '{@|apply header}{title}');
    writeFileSync(data, '{"title":"Mugs"}');
    writeFileSync(join(parts, 'header.jsont'), '<h1>');
    let out = '';
    let err = '';
    const status = runCli(
      ['render', page, '--json', data, '--partials', parts, '--watch'],
      {
        readText: (path) => readFileSync(path, 'utf8'),
        listDir: (path) => readdirSync(path),
        out: (text) => {
          out += text;
        },
        err: (text) => {
          err += text;
        },
        watch(folder, listener) {
          const watcher = watch(folder, (_event, name) => listener(name ? String(name) : null));
          watchers.push(watcher);
          return watcher;
        },
      },
      { engine: new Compiler(), cldr: () => null },
    );
    expect(status).toBe(0);
    expect(out).toBe('<h1>Mugs\n');
    expect(err).toMatch(
      /^sq-template: watching .*page\.jsont, .*data\.json, .*parts\/ \(Ctrl-C stops\)\n$/,
    );
    const again = (what: string) => `sq-template: rendered ${page} again: ${what}\n`;
    const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 });

    writeFileSync(data, '{"title":"Cups"}');
    await waitFor(() => expect(out).toContain('<h1>Cups\n'));
    await waitFor(() => expect(err).toContain(again('ok')));

    writeFileSync(join(parts, 'header.jsont'), '<h2>');
    await waitFor(() => expect(out).toContain('<h2>Cups\n'));

    err = '';
    writeFileSync(page, '{@|apply header}\n{title|nope}');
    await waitFor(() => expect(err).toContain(again('with errors')));
    expect(err).toContain(
      `${page}:2:1: SyntaxError: Formatter 'nope' is unknown\n 2 | {title|nope}\n   | ^\n`,
    );

    writeFileSync(page, '{title}!');
    await waitFor(() => expect(out).toContain('Cups!\n'));
  });
});
