// dist/types/elements.d.ts, written from the Custom Elements Manifest (dist/custom-elements.json):
// an interface per `sq-` element for HTMLElementTagNameMap, and each element's attributes, by
// their HTML names, as React 19 and Preact JSX intrinsic elements.

/** Every `sq-` custom element the manifest declares, by tag name. */
export function manifestSqElements(manifest) {
  if (!Array.isArray(manifest?.modules)) {
    throw new Error(
      'tools/types: the element manifest has no `modules` list (Custom Elements Manifest 2.x)',
    );
  }
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter(
      (d) =>
        d.customElement === true && typeof d.tagName === 'string' && d.tagName.startsWith('sq-'),
    )
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** `sq-add-to-cart` → `SqAddToCart`. */
export function pascalName(tagName) {
  return tagName
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Whether the manifest marks an attribute as one the element cannot do without. */
export function isRequired(attribute) {
  return attribute.required === true || attribute['x-required'] === true;
}

const STRING_LITERALS = /^\s*(['"])[^'"\\]*\1(\s*\|\s*(['"])[^'"\\]*\3)*\s*$/;

/**
 * The JSX type of an attribute from its manifest type: what a user may write for it. React 19 sets
 * an unknown prop of a custom element as an attribute, turning a number into its text and `true`
 * into a present attribute, so a number attribute takes a number or the text markup would hold.
 */
export function jsxType(typeText) {
  const parts = String(typeText ?? 'string')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part && part !== 'null' && part !== 'undefined');
  const text = parts.join(' | ');
  if (parts.length === 0 || parts.every((part) => part === 'string')) return 'string';
  if (parts.every((part) => part === 'number')) return 'number | string';
  if (parts.every((part) => part === 'boolean' || part === 'true' || part === 'false'))
    return 'boolean';
  if (STRING_LITERALS.test(text)) {
    const choices = text.replaceAll('"', "'");
    // A choice that takes the empty text is also written bare, which React 19 writes as "".
    return parts.some((part) => part === "''" || part === '""') ? `${choices} | boolean` : choices;
  }
  return 'string';
}

function docComment(text, indent) {
  const lines = String(text ?? '')
    .replaceAll('*/', '*\\/')
    .split('\n')
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  if (lines.length === 0 || lines.every((line) => line === '')) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0].trim()} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} *${line ? ` ${line}` : ''}`).join('\n')}\n${indent} */\n`;
}

/** A property key as TypeScript writes it: bare when it can be, else quoted. */
function propertyName(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name)
    ? name
    : `'${name.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

function attributesInterface(element) {
  const name = `${pascalName(element.tagName)}Attributes`;
  const seen = new Set();
  const members = (element.attributes ?? [])
    .filter((a) => typeof a.name === 'string' && !seen.has(a.name) && seen.add(a.name))
    .map((a) => {
      const doc = docComment(a.description ?? a.summary, '  ');
      return `${doc}  ${propertyName(a.name)}${isRequired(a) ? '' : '?'}: ${jsxType(a.type?.text)};\n`;
    });
  return `/** The attributes of \`<${element.tagName}>\`, by their HTML names. */\nexport interface ${name} {\n${members.join('')}}\n`;
}

/** The text of dist/types/elements.d.ts for the manifest's `sq-` elements. */
export function elementsDeclarations(manifest) {
  const elements = manifestSqElements(manifest);
  if (elements.length === 0)
    throw new Error('tools/types: the element manifest declares no sq- element');
  const interfaces = elements
    .map((e) => {
      const doc = docComment(e.summary ?? e.description ?? `The \`<${e.tagName}>\` element.`, '  ');
      return `${doc}  interface ${pascalName(e.tagName)}Element extends HTMLElement {\n    readonly localName: ${propertyName(e.tagName)};\n  }\n`;
    })
    .join('\n');
  const tagMap = elements
    .map((e) => `    ${propertyName(e.tagName)}: ${pascalName(e.tagName)}Element;\n`)
    .join('');
  const jsx = elements
    .map(
      (e) =>
        `      ${propertyName(e.tagName)}: SqJsxProps<IntrinsicElements, ${pascalName(e.tagName)}Element, ${pascalName(e.tagName)}Attributes>;\n`,
    )
    .join('');
  return `// Written by the build (tools/types/elements.mjs) from dist/custom-elements.json: do not edit.
// The storefront's elements for HTMLElementTagNameMap, and their attributes as React and Preact JSX.

${elements.map(attributesInterface).join('\n')}
/**
 * A JSX element's props: its attributes, and what every element takes. Where React's types are
 * installed that is a \`<div>\`'s props (\`className\`, \`style\`, \`aria-*\`, handlers…), and Preact's
 * \`<div>\` props under Preact; without either nothing of theirs is named, so the file compiles
 * either way. \`class\` too: React 19 sets it on a
 * custom element as written.
 */
export type SqJsxProps<Intrinsic, E, A> = Omit<
  (Intrinsic extends { div: infer Div } ? Omit<Div, 'ref'> : { id?: string; className?: string; children?: unknown }) & {
    class?: string;
    ref?: ((instance: E | null) => void | (() => void)) | { current: E | null } | null;
  },
  keyof A
> &
  A;

declare global {
${interfaces}
  interface HTMLElementTagNameMap {
${tagMap}  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx}    }
  }
}

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${jsx}    }
  }
}
`;
}
