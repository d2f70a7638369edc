import { report, whenParsed } from '../../src/page/page';
import {
  type AttributeSpecs,
  attributeName,
  describeProblem,
  ElementMarkupError,
  type ParsedAttributes,
  parseAttributes,
} from './attributes';
import { makeInert, makeLive } from './inert';

/**
 * Binds an element's markup to the page's state, given the element's parsed attributes; returns
 * what undoes the binding. It may throw: the element reports the error and keeps the markup it has
 * (an ElementMarkupError, markup wrong only once combined with the page, makes it inert as a bad
 * attribute does).
 */
export type BindElement<A = Record<never, never>> = (
  host: HTMLElement,
  attributes: A,
) => () => void;

/** The problem last reported for each element, so a problem is said once, not at every bind. */
const reported = new WeakMap<HTMLElement, string>();

function reportOnce(host: HTMLElement, message: string): void {
  if (reported.get(host) === message) return;
  reported.set(host, message);
  report(message);
}

/**
 * A plain light-DOM custom element, without React, for elements that keep server-rendered markup
 * in step with a store by toggling its states rather than rendering it (Shopify Dawn's model).
 * The rules:
 * - a tag is defined once a page: a second registration (the loader or the script run twice)
 *   finds it defined and does nothing;
 * - an element binds at the end of the task that connected it (a script that appends it and then
 *   fills it in or sets its attributes one by one, or the page's start that runs on, is done by
 *   then) and once the parser has passed the whole document (only then is its server markup
 *   complete); it unbinds when disconnected and binds again when connected again;
 * - with `attributes` (specs of attributes.ts), the attributes are the single source of truth:
 *   every bind parses them, so a removed attribute falls back to its default. Bad markup gives one
 *   console error per distinct problem and the inert server markup (inert.ts), unbound; a change
 *   of an observed attribute of a bound or inert element unbinds it and binds it again at the end
 *   of that task, so fixing the markup brings the element to life and breaking it again makes it
 *   inert again;
 * - a bound element carries `data-hydrated`, as a React element does once its markup is in place;
 * - nothing throws out of the element: a failing bind or unbind is reported with the tag, and the
 *   element keeps the markup it has.
 */
export function defineLightElement<S extends AttributeSpecs = Record<never, never>>(
  doc: Document,
  tag: string,
  bind: BindElement<ParsedAttributes<S>>,
  attributes: S = {} as S,
): void {
  const win = doc.defaultView;
  if (!win || win.customElements.get(tag)) return;
  const observed = Object.keys(attributes).map(attributeName);

  class LightElement extends win.HTMLElement {
    static get observedAttributes(): string[] {
      return observed;
    }

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
      if (this.#inert) {
        this.#inert = false;
        makeLive(this);
      }
      try {
        this.#unbind = bind(this, parsed.value);
        reported.delete(this);
        this.setAttribute('data-hydrated', '');
      } catch (error) {
        if (error instanceof ElementMarkupError) this.#fail(error.message);
        else report(`<${tag}>: failed to start; showing the server markup`, error);
      }
    }

    /** Bad markup: said once, and the server markup stays, inert. */
    #fail(message: string): void {
      reportOnce(this, message);
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
