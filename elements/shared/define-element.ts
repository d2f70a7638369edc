import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { report } from '../../src/page/page';
import {
  type AttributeSpecs,
  attributeName,
  describeProblem,
  type ParsedAttributes,
  parseAttributes,
} from './attributes';
import { makeInert } from './inert';
import { newPortalId, removePortal, setPortal } from './portal-root';

export interface ElementDefinition<S extends AttributeSpecs> {
  tag: string;
  attributes: S;
  component: ComponentType<ParsedAttributes<S> & { host: HTMLElement }>;
}

interface Mounted {
  id: number;
  host: HTMLElement;
  serverNodes: ChildNode[] | null;
  queued: boolean;
  connected: boolean;
}

const reported = new WeakMap<HTMLElement, string>();
// r2wc's own state keys (global symbols), used to fix two of its behaviours below.
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/**
 * Registers a React component as a light-DOM custom element (r2wc core + the shared portal root).
 * Attributes are the single source of truth: every render re-reads and validates them, so a removed
 * attribute falls back to its default and bad markup gives an inert element and one console error.
 * Defining a tag twice (the script included twice) is a no-op.
 */
export function defineElement<S extends AttributeSpecs>(definition: ElementDefinition<S>): void {
  const { tag, attributes, component } = definition;
  if (customElements.get(tag)) return;

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
      const message = describeProblem(tag, parsed.problem);
      if (reported.get(host) !== message) {
        reported.set(host, message);
        report(message);
      }
      // A component that ran before goes away: its server markup comes back, inert.
      removePortal(mounted.id);
      makeInert(host, mounted.serverNodes ?? []);
      return;
    }
    reported.delete(host);
    if (host.inert) host.inert = false;
    mounted.serverNodes ??= Array.from(host.childNodes);
    setPortal({
      id: mounted.id,
      tag,
      host,
      component: component as ComponentType<never>,
      props: { ...parsed.value, host },
      serverNodes: mounted.serverNodes,
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

  customElements.define(tag, SqElement as unknown as CustomElementConstructor);
}
