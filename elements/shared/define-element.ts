import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import {
  type AttributeSpecs,
  attributeName,
  describeProblem,
  type ParsedAttributes,
  parseAttributes,
} from '../../src/runtime/attributes';
import { makeInert, removePortal, setPortal } from './portal-root';

export interface ElementDefinition<S extends AttributeSpecs> {
  tag: string;
  attributes: S;
  component: ComponentType<ParsedAttributes<S> & { host: HTMLElement }>;
}

interface Mounted {
  id: number;
  host: HTMLElement;
  serverNodes: ChildNode[] | null;
}

let nextId = 1;
const reported = new WeakMap<HTMLElement, string>();

/**
 * Registers a React component as a light-DOM custom element (r2wc core + the shared portal root).
 * Attributes are the single source of truth: every render re-reads and validates them, so a removed
 * attribute falls back to its default and bad markup gives an inert element and one console error.
 * Defining a tag twice (the script included twice) is a no-op.
 */
export function defineElement<S extends AttributeSpecs>(definition: ElementDefinition<S>): void {
  const { tag, attributes, component } = definition;
  if (customElements.get(tag)) return;

  function render(mounted: Mounted): void {
    const { host } = mounted;
    const parsed = parseAttributes(attributes, (name) => host.getAttribute(name));
    if (!parsed.ok) {
      const message = describeProblem(tag, parsed.problem);
      if (reported.get(host) !== message) {
        reported.set(host, message);
        console.error(message);
      }
      removePortal(mounted.id);
      makeInert(host);
      return;
    }
    reported.delete(host);
    host.inert = false;
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
      mount(container) {
        const mounted: Mounted = { id: nextId++, host: container, serverNodes: null };
        render(mounted);
        return mounted;
      },
      update: (mounted) => render(mounted),
      unmount(mounted) {
        removePortal(mounted.id);
        mounted.serverNodes = null;
      },
    },
  );

  const renderKey = Symbol.for('r2wc.render');
  const observed = new Set(Object.keys(attributes).map(attributeName));

  class SqElement extends (Base as unknown as {
    new (): HTMLElement & Record<symbol, () => void>;
  }) {
    static get observedAttributes(): string[] {
      return [...observed];
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      // r2wc ignores removals (and empty values); re-render from the attributes in every case.
      if (oldValue !== value && observed.has(name)) this[renderKey]?.();
    }
  }

  customElements.define(tag, SqElement as unknown as CustomElementConstructor);
}
