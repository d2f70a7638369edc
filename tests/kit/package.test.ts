/**
 * The package as an integrator gets it: `npm pack` at the root (after the build), the tarball's
 * files, then the tarball installed into an empty project, where the engine imports and renders,
 * `npx sq-template` runs with locale data, the bundle and its chunks resolve, and TypeScript
 * consumers compile against the shipped declarations.
 */
import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTsc } from '../../tools/tsc.mjs';

const ROOT = join(import.meta.dirname, '../..');
const GOOD_CONSUMER = join(ROOT, 'tests/kit/consumer/good.tsx');
/** Packing and installing on a busy machine is slow; never a reason to fail. */
const SLOW = 240_000;

/** What the build writes and the package ships; the test needs all of it. */
const BUILT = [
  'build/chunk-manifest.json',
  'dist/sq-storefront.js',
  'dist/sq-gallery.css',
  'dist/template-engine.mjs',
  'dist/template-cli.mjs',
  'dist/template-cldr.mjs',
  'dist/types/index.d.ts',
  'dist/types/template-engine/index.d.ts',
  'dist/custom-elements.json',
  'dist/vscode.html-custom-data.json',
];

/** The files the loader requests, relative to dist/ (`chunks/core-….js`). */
const chunkManifest = (): { files: string[] } =>
  JSON.parse(readFileSync(join(ROOT, 'build/chunk-manifest.json'), 'utf8'));

/** npm's own variables from a parent `npm test` would point npm at the checkout, not the project. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^npm_(package_|lifecycle_|command$|config_(local_)?prefix$)/i.test(key)) delete env[key];
  }
  return env;
}

function run(command: string, args: string[], options: SpawnSyncOptions & { cwd: string }) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: cleanEnv(), ...options });
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

let work: string;
let tarball: string;
/** The tarball's files, without npm's `package/` prefix. */
let packed: Set<string>;

beforeAll(() => {
  const missing = BUILT.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`${missing.join(', ')} missing: run npm run build first`);
  }
  work = mkdtempSync(join(tmpdir(), 'sq-package-'));
  // --ignore-scripts: the build has run, and prepack would build again.
  const pack = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
    cwd: ROOT,
  });
  expect(pack.status, pack.stderr).toBe(0);
  tarball = join(work, JSON.parse(pack.stdout)[0].filename);
  const list = run('tar', ['-tzf', tarball], { cwd: work });
  expect(list.status, list.stderr).toBe(0);
  packed = new Set(
    list.stdout
      .split('\n')
      .filter(Boolean)
      .map((path) => path.replace(/^package\//, '')),
  );
}, SLOW);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('holds the bundle with every chunk file, the engine, the command, the types and the element data', () => {
    const served = (file: string) => [file, `${file}.br`, `${file}.gz`];
    const chunks = readdirSync(join(ROOT, 'dist/chunks'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `dist/chunks/${file}`);
    // The loader's own list, and the chunks only imported on demand.
    expect(chunks).toEqual(expect.arrayContaining(chunkManifest().files.map((f) => `dist/${f}`)));
    const expected = [
      ...served('dist/sq-storefront.js'),
      ...chunks.flatMap(served),
      ...served('dist/sq-gallery.css'),
      ...served('dist/template-engine.mjs'),
      'dist/template-engine.mjs.map',
      'dist/template-cli.mjs',
      'dist/template-cldr.mjs',
      'bin/sq-template.mjs',
      'dist/types/index.d.ts',
      'dist/types/template-engine/index.d.ts',
      'dist/custom-elements.json',
      'dist/vscode.html-custom-data.json',
      'package.json',
      'README.md',
    ];
    expect(expected.filter((file) => !packed.has(file))).toEqual([]);
  });

  it('leaves out the source, tests, fixtures, server, dashboard, content images and build output', () => {
    const unwanted = [...packed].filter(
      (file) =>
        /^(src|elements|markup|server|dashboard|tests|fixtures|demo-pages|tools|build)\//.test(
          file,
        ) ||
        /^dist\/(merchant|content-images)\//.test(file) ||
        (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')) ||
        // The engine's map is named by the engine's last line; the bundle's maps are named only by
        // the reference server's SourceMap header.
        (file.endsWith('.map') && file !== 'dist/template-engine.mjs.map'),
    );
    expect(unwanted).toEqual([]);
  });
});

describe('the tarball installed into an empty project', () => {
  let app: string;
  const node = (...args: string[]) => run(process.execPath, args, { cwd: app });
  const tsc = (project: string) => runTsc(join(app, project), { cwd: app });

  beforeAll(() => {
    app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    const install = run(
      'npm',
      ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      { cwd: app },
    );
    expect(install.status, install.stderr).toBe(0);
  }, SLOW);

  it('brings only the locale packages the command and the engine use', () => {
    const installed = readdirSync(join(app, 'node_modules'))
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) =>
        name.startsWith('@')
          ? readdirSync(join(app, 'node_modules', name)).map((inner) => `${name}/${inner}`)
          : [name],
      );
    expect(installed).toContain('@phensley/cldr');
    expect(
      installed.filter((name) => !/^(sq-storefront|tslib|@phensley\/[a-z-]+)$/.test(name)),
    ).toEqual([]);
  });

  it('imports the engine, which renders a template with a formatter and locale data', () => {
    const script = `
      import { Compiler } from 'sq-storefront/template-engine';
      import { cldrFor } from 'sq-storefront/dist/template-cldr.mjs';
      const { output, errors } = new Compiler().execute({
        code: '{name|html}: {count|decimal}',
        json: { name: '<Mugs>', count: 1234.5 },
        cldr: cldrFor('de-DE'),
      });
      console.log(JSON.stringify({ output, errors }));`;
    const result = node('--input-type=module', '-e', script);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ output: '&lt;Mugs&gt;: 1.234,5', errors: [] });
  });

  it('runs npx sq-template: its help, and a render with the locale data', () => {
    const help = run('npx', ['sq-template', '--help'], { cwd: app });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: sq-template render TEMPLATE --json DATA/);

    writeFileSync(join(app, 'page.jsont'), '{title|html} {price|decimal}');
    writeFileSync(join(app, 'data.json'), JSON.stringify({ title: 'Tea & cake', price: 9876.5 }));
    const render = run(
      'npx',
      ['sq-template', 'render', 'page.jsont', '--json', 'data.json', '--locale', 'de-DE'],
      { cwd: app },
    );
    expect(render.stderr).toBe('');
    expect(render.status).toBe(0);
    expect(render.stdout).toBe('Tea &amp; cake 9.876,5');
  });

  it('resolves the bundle, with every chunk the loader requests beside it, and the element data', () => {
    const resolved = (specifier: string) => {
      const byImport = node(
        '--input-type=module',
        '-e',
        `console.log(new URL(import.meta.resolve(${JSON.stringify(specifier)})).pathname)`,
      );
      const byRequire = node('-e', `console.log(require.resolve(${JSON.stringify(specifier)}))`);
      expect(byImport.stderr + byRequire.stderr).toBe('');
      expect(byRequire.stdout).toBe(byImport.stdout);
      const path = byImport.stdout.trim();
      expect(existsSync(path), `${specifier} resolves to ${path}`).toBe(true);
      return path;
    };
    const script = resolved('sq-storefront/dist/sq-storefront.js');
    expect(script).toBe(join(app, 'node_modules/sq-storefront/dist/sq-storefront.js'));
    const missing = chunkManifest()
      .files.flatMap((file) => [file, `${file}.br`, `${file}.gz`])
      .filter((file) => !existsSync(join(dirname(script), file)));
    expect(missing).toEqual([]);
    resolved('sq-storefront/dist/sq-gallery.css');
    resolved('sq-storefront/custom-elements.json');
    resolved('sq-storefront/vscode.html-custom-data.json');
    const manifest = JSON.parse(readFileSync(resolved('sq-storefront/package.json'), 'utf8'));
    expect(existsSync(join(app, 'node_modules/sq-storefront', manifest.customElements))).toBe(true);
  });

  it('has every file and folder of the package that the docs name where they say it is', () => {
    const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((page) => `docs/${page}`)];
    const named = pages.flatMap((page) =>
      [
        ...readFileSync(join(ROOT, page), 'utf8').matchAll(
          /node_modules\/sq-storefront\/[\w./-]*/g,
        ),
      ].map(([path]) => ({ page, path: path.replace(/[.]$/, '') })),
    );
    expect(named.length).toBeGreaterThan(4);
    expect(named.filter(({ path }) => !existsSync(join(app, path)))).toEqual([]);
  });

  it('types the engine for a TypeScript consumer, with Node and bundler resolution', async () => {
    writeFileSync(
      join(app, 'engine.ts'),
      `import { Compiler, type ExecuteResult, Formatters } from 'sq-storefront/template-engine';

const compiler = new Compiler({ formatters: Formatters });
const result: ExecuteResult = compiler.execute({ code: '{a|html}', json: { a: '<b>' } });
export const output: string = result.output;
export const firstError: string | undefined = result.errors[0]?.message;
// @ts-expect-error the code is template source, a parsed tree or the public engine's code
compiler.execute({ code: 42 });
// @ts-expect-error the output is text
export const wrong: number = result.output;
`,
    );
    for (const [mode, moduleKind] of [
      ['nodenext', 'nodenext'],
      ['bundler', 'esnext'],
    ]) {
      const project = `tsconfig.engine-${mode}.json`;
      writeFileSync(
        join(app, project),
        JSON.stringify({
          compilerOptions: {
            target: 'es2022',
            module: moduleKind,
            moduleResolution: mode,
            lib: ['es2022'],
            types: [],
            strict: true,
            noEmit: true,
            skipLibCheck: false,
          },
          files: ['engine.ts'],
        }),
      );
      expect(await tsc(project), mode).toBe('');
    }
  });

  it('compiles the page-types consumer (tests/kit/consumer/good.tsx) against the installed package', async () => {
    expect(existsSync(GOOD_CONSUMER), 'tests/kit/consumer/good.tsx').toBe(true);
    cpSync(GOOD_CONSUMER, join(app, 'good.tsx'));
    // React's types as a React site has them: from the checkout's node_modules.
    mkdirSync(join(app, 'node_modules/@types'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules/@types/react'), join(app, 'node_modules/@types/react'));
    writeFileSync(
      join(app, 'tsconfig.page.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2022', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['good.tsx'],
      }),
    );
    expect(await tsc('tsconfig.page.json')).toBe('');
  });
});
