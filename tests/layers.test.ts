import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering of the README's layout section, checked over every source file: a folder imports
 * only folders listed before it, no two folders import each other through any chain, and every
 * folder with code is listed. Test files may also import the shared test helpers.
 */

const ROOT = join(import.meta.dirname, '..');
const CODE_ROOTS = ['src', 'elements', 'markup', 'server', 'dashboard'];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** The layers as the README lists them, lowest first. */
function readmeLayers(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = readme.match(/<!-- layers: lowest first -->([\s\S]*?)<!-- \/layers -->/)?.[1];
  if (!block) throw new Error('README.md has no layers list');
  return [...block.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1] as string);
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3]) as string);
}

/** The layer a file belongs to: the longest listed folder holding it (`x/*`: one folder below x). */
function layerOf(file: string, layers: readonly string[]): string | null {
  const folder = dirname(file);
  let best: string | null = null;
  for (const layer of layers) {
    const matches = layer.endsWith('/*')
      ? folder.startsWith(layer.slice(0, -1))
      : folder === layer || folder.startsWith(`${layer}/`);
    if (matches && (best === null || layer.length > best.length)) best = layer;
  }
  return best;
}

/** The concrete folder a file's layer stands for (for `elements/*`, the element's own folder). */
function unitOf(file: string, layer: string): string {
  if (!layer.endsWith('/*')) return layer;
  return dirname(file).split('/').slice(0, layer.split('/').length).join('/');
}

const files = CODE_ROOTS.flatMap(sourceFiles);
const layers = readmeLayers();
const rank = (layer: string) => layers.indexOf(layer);

describe('layers', () => {
  it('the README lists them, and every folder with code is in the list', () => {
    expect(layers.length).toBeGreaterThan(10);
    const unlisted = files.filter((f) => !TEST.test(f) && layerOf(f, layers) === null);
    expect(unlisted).toEqual([]);
  });

  it('each folder imports only the folders listed before it', () => {
    const wrong: string[] = [];
    for (const file of files) {
      if (TEST.test(file)) continue;
      const from = layerOf(file, layers) as string;
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = normalize(join(dirname(file), spec));
        if (target.startsWith('fixtures/') || target.startsWith('node_modules/')) continue;
        const to = layerOf(`${target}.ts`, layers) ?? layerOf(join(target, 'index.ts'), layers);
        if (to === null) {
          wrong.push(`${file} imports ${spec}, outside every layer`);
        } else if (to === from) {
          if (unitOf(file, from) !== unitOf(`${target}.ts`, to)) {
            wrong.push(`${file} imports its sibling ${relative(dirname(file), target)}`);
          }
        } else if (rank(to) > rank(from)) {
          wrong.push(`${file} (${from}) imports ${spec} (${to}, listed later)`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files) {
      if (TEST.test(file)) continue;
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const from = dirname(file);
        const to = dirname(normalize(join(from, spec)));
        if (to === from || to.startsWith('fixtures')) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)?.add(to);
      }
    }
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      for (const next of edges.get(node) ?? []) {
        const at = path.indexOf(next);
        if (at >= 0) cycles.push([...path.slice(at), next].join(' → '));
        else if (path.length < 30) visit(next, [...path, next]);
      }
    };
    for (const node of edges.keys()) visit(node, [node]);
    expect(cycles).toEqual([]);
  });

  it('has no import cycle between files, type-only imports included', () => {
    const resolve = (from: string, spec: string): string | null => {
      const base = normalize(join(dirname(from), spec));
      const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
      return candidates.find((c) => SOURCE.test(c) && existsSync(join(ROOT, c))) ?? null;
    };
    const graph = new Map<string, string[]>();
    for (const file of files) {
      if (TEST.test(file)) continue;
      const targets = importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(file, spec.replace(/\.js$/, '')))
        .filter((target): target is string => target !== null && !TEST.test(target));
      graph.set(file, targets);
    }
    // Depth first, in three colours: a file met again while still on the path closes a cycle.
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') {
          cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
        } else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });

  it('keeps markup above the elements: no element imports a binder', () => {
    const wrong = files.filter(
      (file) =>
        !TEST.test(file) &&
        file.startsWith('elements/') &&
        importsOf(file).some((spec) => normalize(join(dirname(file), spec)).startsWith('markup/')),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps React and the elements out of src/ and server/, the dashboard to itself, and the engine to itself', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const imports = importsOf(file);
      const inSrc = file.startsWith('src/');
      const inServer = file.startsWith('server/');
      for (const spec of imports) {
        const target = spec.startsWith('.') ? normalize(join(dirname(file), spec)) : spec;
        if ((inSrc || inServer) && /^(react|react-dom|@r2wc)(\/|$)/.test(spec)) {
          wrong.push(`${file} imports ${spec}`);
        }
        if ((inSrc || inServer) && /^(elements|markup)\//.test(target)) {
          wrong.push(`${file} imports ${spec}`);
        }
        if (inSrc && /^(server|tests)\//.test(target) && !TEST.test(file)) {
          wrong.push(`${file} imports ${spec}`);
        }
        // The owner's dashboard is its own bundle: nothing else imports it.
        if (!file.startsWith('dashboard/') && /^dashboard\//.test(target)) {
          wrong.push(`${file} imports ${spec}`);
        }
        if (file.startsWith('src/template/') && !TEST.test(file)) {
          const outside = spec.startsWith('.')
            ? !target.startsWith('src/template/')
            : !/^@phensley\//.test(spec);
          if (outside) wrong.push(`${file} imports ${spec} from outside the engine`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the page events', () => {
  it('every sq:* event is dispatched by the event bus alone', () => {
    const BUS = 'src/store/event-bus.ts';
    const makesEvent = /\bnew\s+(?:Custom)?Event\s*\(/;
    const namesSqEvent = /['"`]sq:|\bdomEventName\b/;
    const wrong = files.filter((file) => {
      if (TEST.test(file) || file === BUS) return false;
      const text = readFileSync(join(ROOT, file), 'utf8');
      return makesEvent.test(text) && namesSqEvent.test(text);
    });
    expect(wrong).toEqual([]);
  });
});

describe('the contract', () => {
  it('one module turns valibot schemas into the server’s JSON Schemas', () => {
    const converters = files.filter((file) =>
      importsOf(file).some((spec) => spec === '@valibot/to-json-schema'),
    );
    expect(converters).toEqual([expect.stringMatching(/^server\//)]);
  });

  it('elements and markup check ids only by the contract’s one id rule, never a pattern of their own', () => {
    // A pattern for a whole value of one character class (`/^[\w-]{1,64}$/`) is an id rule; an
    // attribute's pattern is a rule named in src/ (the contract's ID_PATTERN), never a literal.
    const ownRule = /\/\^\[[^\]\n]+\](?:\+|\*|\{\d+(?:,\d*)?\})\$\/|\bpattern:\s*\//;
    const wrong = files.filter((file) => {
      if (TEST.test(file) || !/^(elements|markup)\//.test(file)) return false;
      return ownRule.test(readFileSync(join(ROOT, file), 'utf8'));
    });
    expect(wrong).toEqual([]);
  });
});

describe('the server', () => {
  /** A statement of SQL in a string, or a call that runs one on a libSQL client or transaction. */
  const SQL =
    /\b(?:SELECT\s+(?:[\w*(]|DISTINCT)|INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(?:TABLE|INDEX))\b|\b(?:client|tx)\.(?:execute|batch|executeMultiple)\s*\(|\bdb\.write\s*\(/;

  it('writes no SQL outside server/repositories and server/db', () => {
    const wrong = files.filter((file) => {
      if (TEST.test(file) || /^server\/(repositories|db)\//.test(file)) return false;
      return SQL.test(readFileSync(join(ROOT, file), 'utf8'));
    });
    expect(wrong).toEqual([]);
  });

  it('has no route importing another file of server/routes: what routes share lives below them', () => {
    const wrong: string[] = [];
    for (const file of files) {
      if (TEST.test(file) || dirname(file) !== 'server/routes') continue;
      for (const spec of importsOf(file)) {
        const target = spec.startsWith('.') ? normalize(join(dirname(file), spec)) : '';
        if (dirname(target) === 'server/routes') wrong.push(`${file} imports ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
