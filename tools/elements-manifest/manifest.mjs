// The element manifest (Custom Elements Manifest, schema 2.1.0) and VS Code's HTML custom data
// (version 1.1), made from what load.mjs loaded: pure functions, with every list sorted or in
// the definitions' own order, so the same code gives the same bytes. Anything an element does not
// document (an attribute without its sentence, a custom property without its description, a
// parser without facts) stops the build with the element and the name.
import { INTERNAL, MARKERS, STATES } from './markers.mjs';

export const SCHEMA_VERSION = '2.1.0';
/** The one module: the classic script a page includes, which defines every element. */
export const SCRIPT_PATH = 'dist/sq-storefront.js';
/** The page of the docs that has a section per element, headed `<sq-name>` (anchor `sq-name`). */
export const DOCS_PAGE = 'docs/site-integration.md';

const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `sq-add-to-cart` → `SqAddToCartElement`, the name the shipped types give its interface. */
export const className = (tag) =>
  `${tag.replace(/(?:^|-)([a-z0-9])/g, (_, char) => char.toUpperCase())}Element`;

function fail(tag, message) {
  throw new Error(`elements manifest: <${tag}> ${message}`);
}

/** One attribute, as the manifest states it: its parser's facts and its docs' sentence. */
function attributeEntry(tag, key, spec, docs, attributeName) {
  const facts = spec.facts;
  if (!facts) fail(tag, `attribute "${key}" has a parser that states no facts (attributes.ts)`);
  const description = docs.attributes?.[key];
  if (typeof description !== 'string' || !description.trim()) {
    fail(tag, `attribute "${key}" has no sentence in its docs.ts`);
  }
  const entry = { name: attributeName(key), type: { text: facts.type } };
  if (facts.default !== undefined) entry.default = facts.default;
  entry.description = description;
  // The key the element's bind or component receives the parsed value by; a key that is no
  // identifier (the gallery's lowercased setting names) names no field.
  if (IDENTIFIER.test(key)) entry.fieldName = key;
  // CEM 2.1 has no field for these: `x-` fields, which its schema allows and tools ignore.
  entry['x-required'] = facts.required;
  if (facts.pattern !== undefined) entry['x-pattern'] = facts.pattern;
  if (facts.min !== undefined) entry['x-min'] = facts.min;
  if (facts.max !== undefined) entry['x-max'] = facts.max;
  if (facts.values !== undefined) entry['x-values'] = [...facts.values];
  return entry;
}

/** The `--sq-*` custom properties a stylesheet reads, each with the fallback it is first read with. */
export function customPropertiesRead(css) {
  const read = new Map();
  for (const [, name, fallback] of (css ?? '').matchAll(
    /var\(\s*(--sq-[a-z0-9-]+)\s*(?:,\s*([^)]*?)\s*)?\)/g,
  )) {
    if (!read.has(name) || (read.get(name) === undefined && fallback)) read.set(name, fallback);
  }
  return read;
}

function cssPropertyEntries(tag, styles, docs, theme, themeDocs) {
  const own = docs.cssProperties ?? {};
  const read = customPropertiesRead(styles);
  for (const name of Object.keys(own)) {
    if (!read.has(name)) fail(tag, `documents ${name}, which its styles do not read`);
  }
  return [...read]
    .map(([name, fallback]) => {
      const key = name.slice('--sq-'.length);
      if (Object.hasOwn(theme.light, key)) {
        const dark = theme.dark[key];
        const description = `${themeDocs[key]} A theme property: set it on \`:root\` or on any ancestor of the element.${
          dark ? ` Under a dark colour scheme its default is \`${dark}\`.` : ''
        }`;
        return { name, default: theme.light[key], description };
      }
      if (!own[name]) fail(tag, `reads ${name}, which its docs.ts does not describe`);
      return fallback === undefined
        ? { name, description: own[name] }
        : { name, default: fallback, description: own[name] };
    })
    .sort(byName);
}

function eventEntries(tag, docs, events) {
  return Object.entries(docs.events ?? {})
    .map(([name, description]) => {
      const detail = events.get(name);
      if (!detail) fail(tag, `documents the event ${name}, which SqEventMap lacks`);
      return {
        name: `sq:${name}`,
        type: { text: `CustomEvent<${detail}>` },
        description: `${description} Dispatched on \`document\`, bubbling; \`Sq.on('${name}', …)\` hears it too.`,
      };
    })
    .sort(byName);
}

/** Each registered element as the manifest describes it, in tag order. */
export function describeElements({ elements, attributeName, theme, themeDocs, events }) {
  const seen = new Set();
  return elements
    .map(({ definition, docs }) => {
      const { tag, attributes = {}, styles } = definition;
      if (seen.has(tag)) fail(tag, 'is registered twice');
      seen.add(tag);
      if (!docs || typeof docs.description !== 'string' || !docs.description.trim()) {
        fail(tag, 'has no description in its docs.ts');
      }
      for (const key of Object.keys(docs.attributes ?? {})) {
        if (!Object.hasOwn(attributes, key))
          fail(tag, `documents "${key}", which it does not read`);
      }
      return {
        kind: 'class',
        customElement: true,
        name: className(tag),
        tagName: tag,
        description: docs.description,
        superclass: { name: 'HTMLElement', package: 'global:' },
        attributes: Object.entries(attributes).map(([key, spec]) =>
          attributeEntry(tag, key, spec, docs, attributeName),
        ),
        events: eventEntries(tag, docs, events),
        cssProperties: cssPropertyEntries(tag, styles, docs, theme, themeDocs),
        // Light DOM everywhere: no shadow root, so no parts and no slots.
        cssParts: [],
      };
    })
    .sort((a, b) => (a.tagName < b.tagName ? -1 : 1));
}

const pageAttribute = ({ name, type, description }) => ({
  name,
  type: { text: type },
  description,
});

/**
 * The Custom Elements Manifest. The `data-sq-*` attributes are no element's, and CEM has no place
 * for global attributes: they are `x-` fields of the script's module (which its schema allows and
 * tools pass over), `x-global-attributes` for what a site writes and `x-state-attributes` for what
 * the script writes on the site's markup.
 */
export function customElementsManifest(declarations) {
  return {
    schemaVersion: SCHEMA_VERSION,
    modules: [
      {
        kind: 'javascript-module',
        path: SCRIPT_PATH,
        description:
          "The storefront's one classic script. It defines each element below once its tag is in the page, loading the element's chunk from `chunks/` beside it, and upgrades the site's markup that carries the `data-sq-*` attributes of `x-global-attributes`.",
        declarations,
        exports: declarations.map(({ name, tagName }) => ({
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name, module: SCRIPT_PATH },
        })),
        'x-global-attributes': [...MARKERS].sort(byName).map(pageAttribute),
        'x-state-attributes': [...STATES].sort(byName).map(pageAttribute),
      },
    ],
  };
}

/** Every `data-sq-*` name the manifest's lists account for (markers.mjs). */
export const PAGE_ATTRIBUTE_NAMES = [...MARKERS, ...STATES]
  .map(({ name }) => name)
  .concat(INTERNAL);

/**
 * The GitHub page of the docs' section of `tag`, from package.json's `repository` (`owner/name`,
 * `github:owner/name`, or a github.com URL); null for a repository elsewhere or none. HEAD, the
 * default branch, rather than a tag of the version: a link that always opens beats one that
 * matches the version, and the editor's hover already shows this version's attributes.
 */
export function docsUrl(pkg, tag) {
  const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (!repository) return null;
  const slug =
    repository.match(/^(?:github:)?([\w.-]+\/[\w.-]+?)(?:\.git)?$/)?.[1] ??
    repository.match(/github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/)?.[1];
  if (!slug) return null;
  const directory =
    typeof pkg.repository === 'object' && pkg.repository.directory
      ? `${pkg.repository.directory.replace(/^\/|\/$/g, '')}/`
      : '';
  return `https://github.com/${slug}/blob/HEAD/${directory}${DOCS_PAGE}#${tag}`;
}

const markdown = (value) => ({ kind: 'markdown', value });

/** An attribute's sentence, then its facts: required, default, range, pattern. */
function attributeMarkdown(attribute) {
  const facts = [];
  if (attribute['x-required']) facts.push('Required.');
  if (attribute.default !== undefined) facts.push(`Default \`${attribute.default}\`.`);
  if (attribute['x-min'] !== undefined) {
    facts.push(`From ${attribute['x-min']} to ${attribute['x-max']}.`);
  }
  if (attribute['x-pattern'] !== undefined) facts.push(`Matches \`${attribute['x-pattern']}\`.`);
  return facts.length ? `${attribute.description}\n\n${facts.join(' ')}` : attribute.description;
}

function vscodeAttribute(attribute) {
  const entry = { name: attribute.name, description: markdown(attributeMarkdown(attribute)) };
  if (attribute.type.text === 'boolean') entry.valueSet = 'v';
  const values = (attribute['x-values'] ?? []).filter((value) => value !== '');
  if (values.length) entry.values = values.map((name) => ({ name }));
  return entry;
}

/**
 * VS Code's HTML custom data: the same elements and attributes (a boolean attribute takes no
 * value: the value set `v`; a choice offers its values), the markers a site writes as global
 * attributes, and per element a link to its section of the docs when package.json names a
 * GitHub repository (VS Code accepts only http(s) links), else the section's place in the
 * installed package, in the description.
 */
export function vscodeCustomData(declarations, pkg) {
  return {
    version: 1.1,
    tags: declarations.map((declaration) => {
      const url = docsUrl(pkg, declaration.tagName);
      const where = url
        ? ''
        : `\n\nSee \`${DOCS_PAGE}\` in the ${pkg.name} package, section \`<${declaration.tagName}>\`.`;
      const tag = {
        name: declaration.tagName,
        description: markdown(`${declaration.description}${where}`),
        attributes: declaration.attributes.map(vscodeAttribute),
      };
      if (url) tag.references = [{ name: `<${declaration.tagName}> in the docs`, url }];
      return tag;
    }),
    globalAttributes: [...MARKERS].sort(byName).map(({ name, description, values, boolean }) => {
      const entry = { name, description: markdown(description) };
      if (boolean) entry.valueSet = 'v';
      if (values) entry.values = values.map((value) => ({ name: value }));
      return entry;
    }),
  };
}
