import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { report } from '../../../src/page/page';
import type { Runtime } from '../../../src/runtime/runtime';
import { newPortalId, removePortal, setPortal } from '../react/portal-root';
import {
  type AttributeSpecs,
  attributeName,
  describeAdjusted,
  describeProblem,
  ElementMarkupError,
  type ParsedAttributes,
  parseAttributes,
} from './attributes';
import { definedBefore, type ElementDefinition, injectElementStyles } from './definition';
import { makeInert } from './inert';
import { forgetSaid, sayOnce } from './said-once';

export interface ReactElementDefinition<S extends AttributeSpecs> extends ElementDefinition<S> {
  /** Rendered with the parsed attributes and its host, in the runtime's context (use-runtime.ts). */
  component: ComponentType<ParsedAttributes<S> & { host: HTMLElement }>;
}

interface Mounted {
  id: number;
  host: HTMLElement;
  serverNodes: ChildNode[] | null;
  queued: boolean;
  connected: boolean;
}

/**
 * A component that failed to render (a portal's `fail`, here and in dialogs/portal-dialog.ts): the
 * reason is said (an ElementMarkupError's message as it is, any other error as a failed render of
 * `tag`) and the server markup comes back, inert (inert.ts). With the React definer rather than
 * in inert.ts, whose module every light element's page loads.
 */
export function failedRender(
  tag: string,
  host: HTMLElement,
  serverNodes: ChildNode[],
  error: unknown,
): void {
  if (error instanceof ElementMarkupError) report(error.message);
  else report(`<${tag}>: failed to render; showing the server markup`, error);
  makeInert(host, serverNodes);
}

// r2wc's own state keys (global symbols), used to fix two of its behaviours below.
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/**
 * Registers a React component as a light-DOM custom element (r2wc core + the shared portal root).
 * Attributes are the single source of truth: every render re-reads and validates them, so a removed
 * attribute falls back to its default and bad markup gives an inert element and one console error
 * (said-once.ts); values taken in a changed form are said once too, and it renders. Its part of
 * the styles is injected once a page, and the component renders in the context of the runtime the
 * registration was given. Defining a tag twice (the script included twice) only hands it the later
 * registration's runtime (definition.ts).
 */
export function defineElement<S extends AttributeSpecs = Record<never, never>>(
  doc: Document,
  runtime: Runtime,
  definition: ReactElementDefinition<S>,
): void {
  injectElementStyles(doc, definition);
  const { tag, attributes = {} as S, component } = definition;
  const registry = (doc.defaultView ?? window).customElements;
  if (definedBefore(registry, tag, runtime)) return;
  const current = { runtime };

  /**
   * Validation waits for the end of the current task: a script that creates an element, appends it
   * and then sets its attributes one by one must not see errors for the attributes not set yet.
   */
  function queueRender(mounted: Mounted): void {
    if (mounted.queued) return;
    mounted.queued = true;
    queueMicrotask(() => {
      mounted.queued = false;
      if (mounted.connected) render(mounted);
    });
  }

  function render(mounted: Mounted): void {
    const { host } = mounted;
    const parsed = parseAttributes(attributes, (name) => host.getAttribute(name));
    if (!parsed.ok) {
      sayOnce(host, describeProblem(tag, parsed.problem));
      // A component that ran before goes away: its server markup comes back, inert.
      removePortal(mounted.id);
      makeInert(host, mounted.serverNodes ?? []);
      return;
    }
    if (parsed.adjusted) sayOnce(host, describeAdjusted(tag, parsed.adjusted));
    else forgetSaid(host);
    if (host.inert) host.inert = false;
    mounted.serverNodes ??= Array.from(host.childNodes);
    const { serverNodes } = mounted;
    setPortal({
      id: mounted.id,
      host,
      component: component as ComponentType<never>,
      props: { ...parsed.value, host },
      runtime: current.runtime,
      serverNodes,
      fail: (error) => failedRender(tag, host, serverNodes, error),
    });
  }

  const properties = Object.fromEntries(
    Object.keys(attributes).map((name) => [name, 'string' as const]),
  );
  const Base = r2wc(
    () => null,
    { props: properties },
    {
      mount(host) {
        const mounted: Mounted = {
          id: newPortalId(),
          host,
          serverNodes: null,
          queued: false,
          connected: true,
        };
        queueRender(mounted);
        return mounted;
      },
      update: queueRender,
      unmount(mounted) {
        mounted.connected = false;
        removePortal(mounted.id);
      },
    },
  );

  const observed = new Set(Object.keys(attributes).map(attributeName));

  class SqElement extends (Base as unknown as { new (): HTMLElement & Record<symbol, unknown> }) {
    static get observedAttributes(): string[] {
      return [...observed];
    }

    /** The runtime components render with: the latest registration's. */
    static get sqRuntime(): Runtime {
      return current.runtime;
    }

    static set sqRuntime(runtime: Runtime) {
      current.runtime = runtime;
    }

    constructor() {
      super();
      // r2wc starts out "connected", so the parser's first attribute would mount an element that is
      // not in the document yet and has no children; wait for connectedCallback instead.
      this[R2WC_CONNECTED] = false;
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      // r2wc ignores removals (and empty values); re-render from the attributes in every case.
      if (oldValue !== value && observed.has(name)) (this[R2WC_RENDER] as () => void)();
    }
  }

  registry.define(tag, SqElement as unknown as CustomElementConstructor);
}
