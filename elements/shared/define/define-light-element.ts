import { report, whenParsed } from '../../../src/page/page';
import type { Runtime } from '../../../src/runtime/runtime';
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
import { makeInert, makeLive } from './inert';
import { forgetSaid, sayOnce } from './said-once';

/**
 * Binds an element's markup to the page's state, given the runtime its registration was given and
 * the element's parsed attributes; returns what undoes the binding. It may throw: the element
 * reports the error and keeps the markup it has (an ElementMarkupError, markup wrong only once
 * combined with the page, makes it inert as a bad attribute does).
 */
export type BindElement<A = Record<never, never>> = (
  host: HTMLElement,
  runtime: Runtime,
  attributes: A,
) => () => void;

export interface LightElementDefinition<S extends AttributeSpecs> extends ElementDefinition<S> {
  bind: BindElement<ParsedAttributes<S>>;
}

/**
 * A plain light-DOM custom element, without React, for elements that keep server-rendered markup
 * in step with a store by toggling its states rather than rendering it (Shopify Dawn's model).
 * The rules:
 * - its part of the styles is injected once a page (definition.ts);
 * - a tag is defined once a page: a second registration (the loader or the script run twice)
 *   finds it defined and only hands it its runtime (definition.ts);
 * - an element binds at the end of the task that connected it (a script that appends it and then
 *   fills it in or sets its attributes one by one, or the page's start that runs on, is done by
 *   then) and once the parser has passed the whole document (only then is its server markup
 *   complete); it unbinds when disconnected and binds again when connected again;
 * - the attributes (specs of attributes.ts) are the single source of truth: every bind parses
 *   them, so a removed attribute falls back to its default. Bad markup gives one console error
 *   per distinct problem (said-once.ts) and the inert server markup (inert.ts), unbound; values
 *   taken in a changed form are said once too, and it binds. A change of an observed attribute of
 *   a bound or inert element unbinds it and binds it again at the end of that task, so fixing the
 *   markup brings the element to life and breaking it again makes it inert again;
 * - a bound element carries `data-hydrated`, as a React element does once its markup is in place;
 * - nothing throws out of the element: a failing bind or unbind is reported with the tag, and the
 *   element keeps the markup it has.
 */
export function defineLightElement<S extends AttributeSpecs = Record<never, never>>(
  doc: Document,
  runtime: Runtime,
  definition: LightElementDefinition<S>,
): void {
  const { tag, attributes = {} as S, bind } = definition;
  const win = doc.defaultView;
  if (!win) return;
  injectElementStyles(doc, definition);
  if (definedBefore(win.customElements, tag, runtime)) return;
  const observed = Object.keys(attributes).map(attributeName);

  class LightElement extends win.HTMLElement {
    static get observedAttributes(): string[] {
      return observed;
    }

    /** The runtime elements bind with: the latest registration's. */
    static sqRuntime = runtime;

    /** Bumped at every connection, disconnection and rebind: a bind queued before is dropped. */
    #turn = 0;
    /** 'waiting' from connection to bind; 'on' once bound or made inert; 'off' otherwise. */
    #state: 'off' | 'waiting' | 'on' = 'off';
    #inert = false;
    #cancelWait: (() => void) | null = null;
    #unbind: (() => void) | null = null;

    connectedCallback(): void {
      this.#stop();
      this.#queue();
    }

    disconnectedCallback(): void {
      this.#stop();
    }

    attributeChangedCallback(_name: string, oldValue: string | null, value: string | null): void {
      // A bind still to come reads every attribute as it is then.
      if (oldValue === value || this.#state !== 'on') return;
      this.#stop();
      this.#queue();
    }

    #queue(): void {
      this.#state = 'waiting';
      const turn = this.#turn;
      queueMicrotask(() => {
        if (turn !== this.#turn) return;
        let waiting = true;
        const cancel = whenParsed(this.ownerDocument, () => {
          waiting = false;
          this.#cancelWait = null;
          this.#start();
        });
        if (waiting) this.#cancelWait = cancel;
      });
    }

    #start(): void {
      this.#state = 'on';
      const parsed = parseAttributes(attributes, (name) => this.getAttribute(name));
      if (!parsed.ok) {
        this.#fail(describeProblem(tag, parsed.problem));
        return;
      }
      if (parsed.adjusted) sayOnce(this, describeAdjusted(tag, parsed.adjusted));
      if (this.#inert) {
        this.#inert = false;
        makeLive(this);
      }
      try {
        this.#unbind = bind(this, LightElement.sqRuntime, parsed.value);
        if (!parsed.adjusted) forgetSaid(this);
        this.setAttribute('data-hydrated', '');
      } catch (error) {
        if (error instanceof ElementMarkupError) this.#fail(error.message);
        else report(`<${tag}>: failed to start; showing the server markup`, error);
      }
    }

    /** Bad markup: said once, and the server markup stays, inert. */
    #fail(message: string): void {
      sayOnce(this, message);
      this.#inert = true;
      makeInert(this);
    }

    #stop(): void {
      this.#turn++;
      this.#state = 'off';
      this.#cancelWait?.();
      this.#cancelWait = null;
      const unbind = this.#unbind;
      this.#unbind = null;
      this.removeAttribute('data-hydrated');
      try {
        unbind?.();
      } catch (error) {
        report(`<${tag}>: failed to stop`, error);
      }
    }
  }

  win.customElements.define(tag, LightElement);
}
