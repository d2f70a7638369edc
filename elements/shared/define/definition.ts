import type { Runtime } from '../../../src/runtime/runtime';
import type { SqEventName } from '../../../src/store/event-bus';
import { injectStyles } from '../styles/styles';
import type { AttributeSpecs } from './attributes';

/**
 * What both definers take (define-light-element.ts, define-element.ts), besides the document and
 * the runtime its register function was given by the loader: the tag, its attributes' specs and
 * its part of the styles, with the light element's bind or the React element's component.
 */
export interface ElementDefinition<S extends AttributeSpecs> {
  /** `sq-{name}`. */
  tag: string;
  /** The specs of attributes.ts, by property name; none when left out. */
  attributes?: S;
  /** The element's part of the styles (styles.ts), injected once a page as `{name}`. */
  styles?: string;
}

/**
 * What integrators read of an element beyond what its definition states (the attributes' types,
 * defaults and limits are their parsers' facts, attributes.ts; the CSS custom properties are
 * those its styles read): written in the element's `docs.ts`, beside its register.ts, which the
 * bundle never imports, and read by the element manifest's generator (tools/elements-manifest/).
 * Markdown; one sentence per attribute, by the definition's property name, so an attribute added
 * without its sentence fails to compile.
 */
export interface ElementDocs<S extends AttributeSpecs = Record<never, never>> {
  description: string;
  attributes: { readonly [K in keyof S]: string };
  /** The `sq:*` events the element causes (on the document, through the bus), and when. */
  events?: Partial<Readonly<Record<SqEventName, string>>>;
  /** What each custom property its styles read sets, beyond the theme's (theme-docs.ts). */
  cssProperties?: Readonly<Record<`--sq-${string}`, string>>;
}

/** Injects the element's part of the styles, keyed by its tag without `sq-`. */
export function injectElementStyles(
  doc: Document,
  { tag, styles }: ElementDefinition<AttributeSpecs>,
): void {
  if (styles !== undefined) injectStyles(doc, tag.replace(/^sq-/, ''), styles);
}

/** The static property of a defined class that holds the runtime its elements start with. */
interface RuntimeHolder {
  sqRuntime?: Runtime;
}

/**
 * A tag is defined once a page, by its first registration. A later one (the loader and a second
 * copy of the script, or a test page started again with a new runtime) finds it defined and only
 * hands the class its runtime, which every element started from then on uses. True when `tag` was
 * defined already.
 */
export function definedBefore(
  registry: CustomElementRegistry,
  tag: string,
  runtime: Runtime,
): boolean {
  const defined = registry.get(tag) as (CustomElementConstructor & RuntimeHolder) | undefined;
  if (!defined) return false;
  if ('sqRuntime' in defined) defined.sqRuntime = runtime;
  return true;
}
