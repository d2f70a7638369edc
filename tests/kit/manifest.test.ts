import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNKS } from '../../elements/chunks';
import { attributeName } from '../../elements/shared/define/attributes';
import type { Runtime } from '../../src/runtime/runtime';
import {
  className,
  DOCS_PAGE,
  docsUrl,
  SCRIPT_PATH,
} from '../../tools/elements-manifest/manifest.mjs';
import { INTERNAL, MARKERS, STATES } from '../../tools/elements-manifest/markers.mjs';
import {
  elementManifestFiles,
  MANIFEST_FILE,
  VSCODE_FILE,
} from '../../tools/elements-manifest/write.mjs';

/**
 * The element manifest (dist/custom-elements.json) and VS Code's data
 * (dist/vscode.html-custom-data.json), as the build wrote them, against the bundle's code: every
 * element the chunk table's registrations define, run with the real definers in a DOM, is there
 * with exactly the attributes its class observes (the definition's attributes by
 * `attributeName`); the files have the formats' shapes; they are what the generator gives for
 * the code as it is; and every `data-sq-*` name of the code is accounted for.
 */

const ROOT = join(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');

interface CemAttribute {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
  fieldName?: string;
  'x-required'?: boolean;
  'x-min'?: number;
  'x-max'?: number;
  'x-pattern'?: string;
  'x-values'?: string[];
}
interface CemDeclaration {
  kind: string;
  customElement?: boolean;
  name: string;
  tagName?: string;
  description?: string;
  attributes?: CemAttribute[];
  events?: { name: string; type?: { text: string }; description?: string }[];
  cssProperties?: { name: string; default?: string; description?: string }[];
  cssParts?: { name: string }[];
}
interface CemModule {
  kind: string;
  path: string;
  declarations?: CemDeclaration[];
  exports?: { kind: string; name: string; declaration?: { name: string; module?: string } }[];
  'x-global-attributes'?: { name: string; type: { text: string }; description: string }[];
  'x-state-attributes'?: { name: string; type: { text: string }; description: string }[];
}
interface Cem {
  schemaVersion: string;
  modules: CemModule[];
}
type Markdown = string | { kind: string; value: string };
interface VsAttribute {
  name: string;
  description?: Markdown;
  values?: { name: string }[];
  valueSet?: string;
}
interface VsData {
  version: number;
  tags: {
    name: string;
    description?: Markdown;
    attributes: VsAttribute[];
    references?: { name: string; url: string }[];
  }[];
  globalAttributes?: VsAttribute[];
}

function readDist(file: string): string {
  const path = join(DIST, file);
  if (!existsSync(path)) throw new Error(`dist/${file} is missing: run npm run build first`);
  return readFileSync(path, 'utf8');
}

const elementsOf = (cem: Cem) => cem.modules.flatMap((m) => m.declarations ?? []);

/** Tag → its attributes' names, sorted. */
const attributeTable = (entries: [string, string[]][]) =>
  Object.fromEntries(entries.map(([tag, names]) => [tag, [...names].sort()]));

const manifestTable = (cem: Cem) =>
  attributeTable(
    elementsOf(cem)
      .filter((d) => d.customElement)
      .map((d) => [d.tagName ?? '', (d.attributes ?? []).map((a) => a.name)]),
  );

/**
 * What the bundle registers: each element chunk of the table run as the loader runs it, with its
 * real definer, into a DOM of its own; each tag defined and the attributes its class observes.
 */
async function registeredElements(): Promise<[string, string[]][]> {
  const window = new Window({ url: 'http://shop.test/' });
  vi.stubGlobal('HTMLElement', window.HTMLElement);
  const registry = window.customElements;
  const define = registry.define.bind(registry);
  const defined: [string, string[]][] = [];
  registry.define = (tag, element, options) => {
    const observed = (element as { observedAttributes?: string[] }).observedAttributes ?? [];
    defined.push([tag, [...observed]]);
    define(tag, element, options);
  };
  const doc = window.document as unknown as Document;
  for (const chunk of CHUNKS.filter((c) => /^sq-[a-z0-9-]+$/.test(c.selector))) {
    const module = (await import(join(ROOT, chunk.entry))) as Record<
      string,
      (doc: Document, runtime: Runtime) => void
    >;
    module[chunk.run]?.(doc, {} as Runtime);
  }
  return defined;
}

/** What differs between the manifest's elements and attributes and the registered ones. */
function differences(cem: Cem, registered: [string, string[]][]): string[] {
  const fromManifest = manifestTable(cem);
  const fromCode = attributeTable(registered);
  const problems: string[] = [];
  for (const tag of new Set([...Object.keys(fromManifest), ...Object.keys(fromCode)])) {
    const listed = fromManifest[tag];
    const read = fromCode[tag];
    if (!listed) problems.push(`<${tag}> is registered but not in the manifest`);
    else if (!read) problems.push(`<${tag}> is in the manifest but not registered`);
    else if (listed.join() !== read.join()) {
      problems.push(`<${tag}> lists [${listed.join(', ')}], its parser reads [${read.join(', ')}]`);
    }
  }
  return problems;
}

/** The required shape of a Custom Elements Manifest 2.x (its JSON Schema's `required` fields). */
function cemProblems(cem: Cem): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const isString = (value: unknown) => typeof value === 'string';
  need(/^2\.\d+\.\d+$/.test(String(cem.schemaVersion)), 'schemaVersion 2.x');
  need(Array.isArray(cem.modules), 'modules[]');
  for (const module of cem.modules ?? []) {
    need(module.kind === 'javascript-module', `module kind (${module.path})`);
    need(isString(module.path), 'module path');
    need(Array.isArray(module.declarations), `declarations[] of ${module.path}`);
    const tags = new Set<string>();
    for (const d of module.declarations ?? []) {
      const at = `<${d.tagName}>`;
      need(d.kind === 'class' && d.customElement === true, `${at} kind class, customElement true`);
      need(isString(d.name) && d.name.length > 0, `${at} name`);
      need(isString(d.tagName), `${at} tagName`);
      tags.add(d.tagName ?? '');
      for (const a of d.attributes ?? []) {
        need(isString(a.name), `${at} attribute name`);
        need(a.type === undefined || isString(a.type.text), `${at} ${a.name} type.text`);
        need(a.default === undefined || isString(a.default), `${at} ${a.name} default as text`);
        need(a.fieldName === undefined || isString(a.fieldName), `${at} ${a.name} fieldName`);
      }
      for (const e of d.events ?? []) {
        need(isString(e.name) && isString(e.type?.text), `${at} event name and type`);
      }
      for (const p of d.cssProperties ?? []) {
        need(/^--/.test(p.name), `${at} custom property ${p.name}`);
        need(p.default === undefined || isString(p.default), `${at} ${p.name} default as text`);
      }
      for (const p of d.cssParts ?? []) need(isString(p.name), `${at} part name`);
    }
    const exported = new Set<string>();
    for (const e of module.exports ?? []) {
      need(
        ['js', 'custom-element-definition'].includes(e.kind) && isString(e.name),
        `export ${e.name}`,
      );
      need(isString(e.declaration?.name), `export ${e.name} declaration`);
      if (e.kind === 'custom-element-definition') exported.add(e.name);
    }
    for (const tag of tags) need(exported.has(tag), `<${tag}> has its custom-element-definition`);
  }
  return problems;
}

/** The required shape of VS Code's HTML custom data 1.1. */
function vscodeProblems(data: VsData): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const isMarkdown = (d: Markdown | undefined) =>
    d === undefined ||
    typeof d === 'string' ||
    (d.kind === 'markdown' && typeof d.value === 'string');
  const checkAttribute = (a: VsAttribute, at: string) => {
    need(typeof a.name === 'string', `${at} attribute name`);
    need(isMarkdown(a.description), `${at} ${a.name} description`);
    need(a.valueSet === undefined || typeof a.valueSet === 'string', `${at} ${a.name} valueSet`);
    for (const v of a.values ?? []) need(typeof v.name === 'string', `${at} ${a.name} values`);
  };
  need(data.version === 1.1, 'version 1.1');
  for (const tag of data.tags ?? []) {
    need(typeof tag.name === 'string' && isMarkdown(tag.description), `tag ${tag.name}`);
    for (const a of tag.attributes ?? []) checkAttribute(a, `<${tag.name}>`);
    for (const r of tag.references ?? []) {
      need(typeof r.name === 'string' && /^https?:\/\//.test(r.url), `<${tag.name}> reference`);
    }
  }
  for (const a of data.globalAttributes ?? []) checkAttribute(a, 'global');
  return problems;
}

const text = (d: Markdown | undefined) => (typeof d === 'string' ? d : (d?.value ?? ''));

/** Every `data-sq-*` name in the code of elements/, markup/ and src/ (tests left out). */
function pageAttributesInCode(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const [found] of readFileSync(join(ROOT, path), 'utf8').matchAll(
          /data-sq-[a-z][a-z-]*[a-z]/g,
        )) {
          names.add(found);
        }
      }
    }
  };
  for (const dir of ['elements', 'markup', 'src']) walk(dir);
  return names;
}

let cem: Cem;
let vscode: VsData;
let registered: [string, string[]][];

beforeAll(async () => {
  cem = JSON.parse(readDist(MANIFEST_FILE)) as Cem;
  vscode = JSON.parse(readDist(VSCODE_FILE)) as VsData;
  registered = await registeredElements();
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const element = (tag: string) => {
  const found = elementsOf(cem).find((d) => d.tagName === tag);
  if (!found) throw new Error(`<${tag}> is not in the manifest`);
  return found;
};
const attribute = (tag: string, name: string) => {
  const found = element(tag).attributes?.find((a) => a.name === name);
  if (!found) throw new Error(`<${tag}> has no attribute ${name} in the manifest`);
  return found;
};

describe('the element manifest', () => {
  it('lists every element the bundle registers, with exactly the attributes it reads', () => {
    expect(registered.length).toBeGreaterThanOrEqual(9);
    for (const [, observed] of registered) {
      for (const name of observed) expect(name).toBe(attributeName(name));
    }
    expect(differences(cem, registered)).toEqual([]);
  });

  it('would name an attribute or an element missing from it', () => {
    const copy = structuredClone(cem);
    const gallery = elementsOf(copy).find((d) => d.tagName === 'sq-gallery') as CemDeclaration;
    gallery.attributes = gallery.attributes?.filter((a) => a.name !== 'design');
    const modules = copy.modules[0] as CemModule;
    modules.declarations = modules.declarations?.filter((d) => d.tagName !== 'sq-pill-cart');
    expect(differences(copy, registered)).toEqual([
      expect.stringMatching(/^<sq-gallery> lists \[.*\], its parser reads \[.*design.*\]$/),
      '<sq-pill-cart> is registered but not in the manifest',
    ]);
  });

  it('gives every attribute a type, a description and the field it is parsed into', () => {
    for (const declaration of elementsOf(cem)) {
      expect(declaration.description?.trim()).toBeTruthy();
      expect(declaration.name).toBe(className(declaration.tagName ?? ''));
      for (const a of declaration.attributes ?? []) {
        expect(a.type?.text, `${declaration.tagName} ${a.name}`).toMatch(/\S/);
        expect(a.description, `${declaration.tagName} ${a.name}`).toMatch(/\S/);
        if (a.fieldName !== undefined) expect(attributeName(a.fieldName)).toBe(a.name);
      }
    }
  });

  it('types attributes as a user expects them', () => {
    expect(attribute('sq-add-to-cart', 'quantity')).toMatchObject({
      type: { text: 'number' },
      default: '1',
      'x-required': false,
      'x-min': 1,
      'x-max': 9999,
    });
    expect(attribute('sq-add-to-cart', 'item-id')).toMatchObject({
      type: { text: 'string' },
      fieldName: 'itemId',
      'x-required': true,
    });
    expect(attribute('sq-add-to-cart', 'item-id').default).toBeUndefined();
    expect(attribute('sq-custom-form', 'novalidate').type).toEqual({ text: 'boolean' });
    expect(attribute('sq-gallery', 'design')).toMatchObject({
      type: { text: "'grid' | 'slideshow' | 'slider' | 'stacked'" },
      default: 'grid',
      'x-required': false,
    });
    expect(attribute('sq-gallery', 'thumbnails-per-row')).toMatchObject({
      type: { text: 'number' },
      default: '4',
      'x-min': 1,
      'x-max': 10,
    });
    expect(attribute('sq-gallery', 'auto-crop').default).toBe('true');
  });

  it('lists the events an element causes with their detail types, and the custom properties its styles read', () => {
    const events = element('sq-custom-form').events ?? [];
    expect(events.map((e) => [e.name, e.type?.text])).toEqual([
      ['sq:form:newsletter-subscribe', 'CustomEvent<{ formId: string }>'],
      ['sq:form:success', 'CustomEvent<{ formId: string }>'],
    ]);
    expect(element('sq-add-to-cart').events?.map((e) => e.name)).toContain('sq:cart:entry-added');
    expect(element('sq-add-to-cart').cssProperties).toContainEqual(
      expect.objectContaining({ name: '--sq-color-accent', default: '#1d1d1f' }),
    );
    expect(element('sq-gallery').cssProperties).toContainEqual(
      expect.objectContaining({ name: '--sq-gallery-per-row', default: '4' }),
    );
  });

  it('has the required shape of a Custom Elements Manifest 2.x', () => {
    expect(cem.schemaVersion).toBe('2.1.0');
    expect(cem.modules.map((m) => m.path)).toEqual([SCRIPT_PATH]);
    expect(cemProblems(cem)).toEqual([]);
    const broken = structuredClone(cem);
    delete (elementsOf(broken)[0] as CemDeclaration).customElement;
    (broken.modules[0] as CemModule).exports?.pop();
    expect(cemProblems(broken)).toHaveLength(2);
  });

  it('lists the data-sq-* markers a site writes, and the states the script writes', () => {
    const module = cem.modules[0] as CemModule;
    expect(module['x-global-attributes']?.map((a) => a.name)).toEqual([
      'data-sq-cart-quantity',
      'data-sq-cart-subtotal',
      'data-sq-custom-cart',
      'data-sq-view',
    ]);
    expect(module['x-state-attributes']?.map((a) => a.name)).toEqual(
      STATES.map((s) => s.name).sort(),
    );
  });

  it('accounts for every data-sq-* name of the code, and lists none it no longer uses', () => {
    const listed = [...MARKERS.map((m) => m.name), ...STATES.map((s) => s.name), ...INTERNAL];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...pageAttributesInCode()].sort()).toEqual([...listed].sort());
  });

  it('is what the generator writes for the code as it is, the same each time', async () => {
    const files = await elementManifestFiles(ROOT);
    expect(files[MANIFEST_FILE], 'dist/custom-elements.json is stale: run npm run build').toBe(
      readDist(MANIFEST_FILE),
    );
    expect(
      files[VSCODE_FILE],
      'dist/vscode.html-custom-data.json is stale: run npm run build',
    ).toBe(readDist(VSCODE_FILE));
    expect(await elementManifestFiles(ROOT)).toEqual(files);
  });
});

describe("VS Code's HTML custom data", () => {
  it('has the same elements and attributes as the manifest', () => {
    const fromVscode = attributeTable(
      vscode.tags.map((tag) => [tag.name, tag.attributes.map((a) => a.name)]),
    );
    expect(fromVscode).toEqual(manifestTable(cem));
    expect(vscode.tags.map((tag) => tag.name)).toEqual([...Object.keys(fromVscode)].sort());
  });

  it('has its format, with values for choices and none for booleans', () => {
    expect(vscodeProblems(vscode)).toEqual([]);
    const tag = (name: string) => vscode.tags.find((t) => t.name === name);
    const novalidate = tag('sq-custom-form')?.attributes.find((a) => a.name === 'novalidate');
    expect(novalidate?.valueSet).toBe('v');
    const design = tag('sq-gallery')?.attributes.find((a) => a.name === 'design');
    expect(design?.values?.map((v) => v.name)).toEqual(['grid', 'slideshow', 'slider', 'stacked']);
    const itemId = tag('sq-add-to-cart')?.attributes.find((a) => a.name === 'item-id');
    expect(text(itemId?.description)).toMatch(/Required\./);
    expect(vscode.globalAttributes?.map((a) => a.name)).toEqual(MARKERS.map((m) => m.name).sort());
  });

  it('points each element at its section of the docs', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    for (const tag of vscode.tags) {
      const url = docsUrl(pkg, tag.name);
      if (url) {
        expect(tag.references).toEqual([{ name: `<${tag.name}> in the docs`, url }]);
        expect(url.endsWith(`/${DOCS_PAGE}#${tag.name}`)).toBe(true);
      } else {
        expect(text(tag.description)).toContain(`\`${DOCS_PAGE}\``);
      }
    }
    expect(docsUrl({ repository: 'github:shop/sq-storefront' }, 'sq-gallery')).toBe(
      `https://github.com/shop/sq-storefront/blob/HEAD/${DOCS_PAGE}#sq-gallery`,
    );
    expect(
      docsUrl({ repository: { url: 'git+https://github.com/shop/sq-storefront.git' } }, 'sq-a'),
    ).toBe(`https://github.com/shop/sq-storefront/blob/HEAD/${DOCS_PAGE}#sq-a`);
  });
});
