// The elements reference of docs/site-integration.md, rendered from the Custom Elements Manifest
// the build writes (dist/custom-elements.json): one heading per element, its description, and
// tables of its attributes, events and CSS custom properties; and the page's `data-sq-*`
// attributes, which the manifest keeps on its module (`x-global-attributes`, `x-state-attributes`).
import { cell, code } from './markdown.mjs';

/** Every custom element the manifest declares, by tag name. */
export function manifestElements(manifest) {
  const elements = (manifest.modules ?? [])
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement === true && declaration.tagName);
  return elements.sort((a, b) => a.tagName.localeCompare(b.tagName));
}

function table(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

/** Whether the manifest marks an attribute as one the element cannot do without. */
function isRequired(attribute) {
  return attribute.required === true || attribute['x-required'] === true;
}

function attributesPart(attributes) {
  if (attributes.length === 0) return ['No attributes.'];
  return table(
    ['attribute', 'type', 'default', 'required', 'description'],
    attributes.map((a) => [
      code(a.name),
      code(a.type?.text),
      code(a.default),
      isRequired(a) ? 'yes' : '',
      cell(a.description),
    ]),
  );
}

function eventsPart(events) {
  if (events.length === 0) return [];
  return [
    '',
    'Events:',
    '',
    ...table(
      ['event', 'detail', 'description'],
      events.map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
    ),
  ];
}

function cssPropertiesPart(properties) {
  if (properties.length === 0) return [];
  return [
    '',
    'CSS custom properties:',
    '',
    ...table(
      ['property', 'default', 'description'],
      properties.map((p) => [code(p.name), code(p.default), cell(p.description)]),
    ),
  ];
}

/** One element's section. */
export function renderElement(element) {
  const lines = [`### \`<${element.tagName}>\``, ''];
  const description = (element.description ?? element.summary ?? '').trim();
  if (description) lines.push(description, '');
  lines.push(...attributesPart(element.attributes ?? []));
  lines.push(...eventsPart(element.events ?? []));
  lines.push(...cssPropertiesPart(element.cssProperties ?? []));
  return lines.join('\n');
}

/** The whole reference: every element of the manifest, by tag name. */
export function renderElements(manifest) {
  const elements = manifestElements(manifest);
  if (elements.length === 0) throw new Error('the element manifest declares no custom element');
  return elements.map(renderElement).join('\n\n');
}

/** The `data-sq-*` attributes of the manifest's modules: what a site writes, then what the script sets. */
export function renderMarkers(manifest) {
  const of = (key) =>
    (manifest.modules ?? [])
      .flatMap((module) => module[key] ?? [])
      .sort((a, b) => a.name.localeCompare(b.name));
  const written = of('x-global-attributes');
  const set = of('x-state-attributes');
  if (written.length + set.length === 0) throw new Error('the element manifest lists no markers');
  return table(
    ['attribute', 'written by', 'description'],
    [
      ...written.map((m) => [code(m.name), 'the site', cell(m.description)]),
      ...set.map((m) => [code(m.name), 'the script', cell(m.description)]),
    ],
  ).join('\n');
}
