/**
 * The shipped type declarations (dist/types, tools/types/write.mjs) as a TypeScript consumer meets
 * them: a project with `sq-storefront` in its node_modules compiles tests/kit/consumer/good.tsx
 * with no error, bad.tsx with exactly the errors its markers name, preact.tsx with Preact's JSX,
 * and no-react.ts without React's types installed, with and without skipLibCheck. The writer
 * itself: the element manifest it reads, the plain contract types it emits and the check that
 * fails when the hand-written declarations drift from the source.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTsc } from '../../tools/tsc.mjs';
import { elementsDeclarations, jsxType } from '../../tools/types/elements.mjs';
import { checkTypes, TYPE_FILES, writeTypes } from '../../tools/types/write.mjs';

const ROOT = join(import.meta.dirname, '../..');
const CONSUMER = join(ROOT, 'tests/kit/consumer');
const BUILT_TYPES = join(ROOT, 'dist/types');
const FIXTURE_MANIFEST = join(ROOT, 'tests/kit/types.manifest.json');

const temporary: string[] = [];
afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sq-types-'));
  temporary.push(dir);
  return dir;
}

interface Consumer {
  react: boolean;
  /** Preact linked in (its JSX is chosen per file, by a `@jsxImportSource` pragma). */
  preact?: boolean;
  skipLibCheck: boolean;
  moduleResolution?: 'bundler' | 'nodenext';
  files: string[];
}

/**
 * A project with the package in node_modules (the declarations copied, so nothing resolves from
 * the repository), React's runtime and types linked in when asked, and the consumer's files.
 */
async function consumerProject(types: string, options: Consumer): Promise<string> {
  const dir = await tempDir();
  const pkg = join(dir, 'node_modules/sq-storefront');
  await mkdir(join(pkg, 'dist'), { recursive: true });
  await cp(types, join(pkg, 'dist/types'), {
    recursive: true,
    filter: (source) => !source.includes('template-engine'),
  });
  await writeFile(
    join(pkg, 'package.json'),
    JSON.stringify({
      name: 'sq-storefront',
      version: '0.0.0',
      type: 'module',
      types: './dist/types/index.d.ts',
      exports: { '.': { types: './dist/types/index.d.ts' } },
    }),
  );
  if (options.react) {
    await mkdir(join(dir, 'node_modules/@types'), { recursive: true });
    await symlink(join(ROOT, 'node_modules/react'), join(dir, 'node_modules/react'));
    await symlink(join(ROOT, 'node_modules/@types/react'), join(dir, 'node_modules/@types/react'));
  }
  if (options.preact) {
    await symlink(join(ROOT, 'node_modules/preact'), join(dir, 'node_modules/preact'));
  }
  for (const file of options.files) await cp(join(CONSUMER, file), join(dir, file));
  const nodeNext = options.moduleResolution === 'nodenext';
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        module: nodeNext ? 'nodenext' : 'esnext',
        moduleResolution: nodeNext ? 'nodenext' : 'bundler',
        lib: ['es2023', 'dom', 'dom.iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: options.skipLibCheck,
        types: [],
      },
      files: options.files,
    }),
  );
  return dir;
}

/** The compiler's errors for a project, one `file(line,col): error TSn: …` a line. */
async function compile(dir: string): Promise<string[]> {
  const report = await runTsc(dir, { cwd: dir });
  return report.split('\n').filter((line) => /\berror TS\d+/.test(line));
}

/** bad.tsx's markers: the line after each, with the error code it names. */
function expectedErrors(source: string): string[] {
  const lines = source.split('\n');
  return lines.flatMap((line, index) => {
    const code = /@ts-expect-error (TS\d+)/.exec(line)?.[1];
    return code ? [`${index + 2} ${code}`] : [];
  });
}

/** The consumer checks, against one folder of declarations. */
function consumerSuite(label: string, typesDir: () => string) {
  describe(label, () => {
    for (const skipLibCheck of [false, true]) {
      it(`good.tsx compiles with React 19's types (skipLibCheck ${skipLibCheck})`, async () => {
        const files = ['good.tsx'];
        const dir = await consumerProject(typesDir(), { react: true, skipLibCheck, files });
        expect(await compile(dir)).toEqual([]);
      });

      it(`no-react.ts compiles without React installed (skipLibCheck ${skipLibCheck})`, async () => {
        const files = ['no-react.ts'];
        const dir = await consumerProject(typesDir(), { react: false, skipLibCheck, files });
        expect(await compile(dir)).toEqual([]);
      });
    }

    it("preact.tsx compiles with Preact's JSX, and fails exactly on its misuses", async () => {
      const files = ['preact.tsx'];
      const dir = await consumerProject(typesDir(), {
        react: false,
        preact: true,
        skipLibCheck: false,
        files,
      });
      expect(await compile(dir)).toEqual([]);
      const source = await readFile(join(dir, 'preact.tsx'), 'utf8');
      await writeFile(join(dir, 'preact.tsx'), source.replaceAll('@ts-expect-error', 'expected:'));
      const found = (await compile(dir)).map((line) => {
        const [, at, code] = /^preact\.tsx\((\d+),\d+\): error (TS\d+)/.exec(line) ?? [];
        return at ? `${at} ${code}` : line;
      });
      expect(found).toEqual(expectedErrors(source));
    });

    it('good.tsx compiles under node16 resolution too (nodenext)', async () => {
      const dir = await consumerProject(typesDir(), {
        react: true,
        skipLibCheck: false,
        moduleResolution: 'nodenext',
        files: ['good.tsx'],
      });
      expect(await compile(dir)).toEqual([]);
    });

    it('bad.tsx fails on each misuse, with the error each marker names, and nowhere else', async () => {
      const dir = await consumerProject(typesDir(), {
        react: true,
        skipLibCheck: false,
        files: ['bad.tsx'],
      });
      // As written: every marker is needed (an unneeded one is error TS2578).
      expect(await compile(dir)).toEqual([]);
      // Without the markers: the errors are the marked lines', with their codes.
      const source = await readFile(join(dir, 'bad.tsx'), 'utf8');
      const expected = expectedErrors(source);
      expect(expected.length).toBeGreaterThanOrEqual(15);
      await writeFile(join(dir, 'bad.tsx'), source.replaceAll('@ts-expect-error', 'expected:'));
      const found = (await compile(dir)).map((line) => {
        const [, at, code] = /^bad\.tsx\((\d+),\d+\): error (TS\d+)/.exec(line) ?? [];
        return at ? `${at} ${code}` : line;
      });
      expect(found).toEqual(expected);
    });
  });
}

describe('the built declarations (dist/types)', () => {
  beforeAll(() => {
    for (const file of TYPE_FILES) {
      if (!existsSync(join(BUILT_TYPES, file))) {
        throw new Error(`dist/types/${file} is missing: run npm run build first`);
      }
    }
  });

  it('import nothing a consumer lacks: no valibot, no source path', async () => {
    for (const file of TYPE_FILES) {
      const source = await readFile(join(BUILT_TYPES, file), 'utf8');
      const text = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      const imported = [...text.matchAll(/\bfrom\s+'([^']+)'|import\('([^']+)'\)/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      );
      expect(
        imported.filter((name) => !/^\.\/\w+\.js$/.test(name)),
        file,
      ).toEqual([]);
    }
  });

  it('match the source (the check the build runs)', async () => {
    expect(await checkTypes(BUILT_TYPES)).toBe('');
  });

  consumerSuite('a consumer of the built package', () => BUILT_TYPES);
});

describe('the writer, from a manifest of its own (tests/kit/types.manifest.json)', () => {
  let written = '';
  beforeAll(async () => {
    written = await tempDir();
    await writeTypes({ manifestPath: FIXTURE_MANIFEST, outDir: written });
  });

  it('fails, naming the manifest, when there is none', async () => {
    const outDir = await tempDir();
    await expect(
      writeTypes({ manifestPath: join(outDir, 'custom-elements.json'), outDir }),
    ).rejects.toThrow(/custom-elements\.json is missing.*element manifest/);
  });

  it('writes an interface per element and its attributes by their HTML names', async () => {
    const text = await readFile(join(written, 'elements.d.ts'), 'utf8');
    expect(text).toContain('interface SqAddToCartElement extends HTMLElement');
    expect(text).toContain("'sq-pill-cart': SqPillCartElement;");
    // Required only where the manifest says so; a number also as the text markup holds.
    expect(text).toContain("'item-id': string;");
    expect(text).toContain('quantity?: number | string;');
    expect(text).toContain("design?: 'grid' | 'slideshow';");
  });

  it('writes the contract types plain, importing nothing', async () => {
    const text = await readFile(join(written, 'contract.d.ts'), 'utf8');
    expect(text).not.toMatch(/\bimport\b|valibot/);
    expect(text).toContain('export type ShoppingCart = typeof shoppingCart;');
  });

  it('fails the check when a hand-written declaration drifts from the source', async () => {
    const drifted = await tempDir();
    await cp(written, drifted, { recursive: true });
    const api = await readFile(join(drifted, 'api.d.ts'), 'utf8');
    expect(api).toContain('  getCart(): ShoppingCart;');
    await writeFile(
      join(drifted, 'api.d.ts'),
      api.replace('  getCart(): ShoppingCart;', '  getCart(): ShoppingCart | null;'),
    );
    expect(await checkTypes(drifted)).toContain('Holds<Same<Shipped.SqPublicApi, SqPublicApi>>');
  });

  it('types attributes as users write them', () => {
    expect(jsxType('string')).toBe('string');
    expect(jsxType('string | null')).toBe('string');
    expect(jsxType('number')).toBe('number | string');
    expect(jsxType('boolean')).toBe('boolean');
    expect(jsxType('"a" | "b"')).toBe("'a' | 'b'");
    expect(jsxType("'' | 'on' | 'off'")).toBe("'' | 'on' | 'off' | boolean");
    expect(jsxType('SomethingElse')).toBe('string');
  });

  it('refuses a manifest without sq- elements', () => {
    expect(() => elementsDeclarations({ modules: [] })).toThrow(/no sq- element/);
  });

  consumerSuite('a consumer of the declarations written from it', () => written);
});
