import { report, whenParsed } from '../../src/page/page';

/**
 * Binds an element's markup to the page's state; returns what undoes the binding. It may throw:
 * the element reports the error and keeps the markup it has.
 */
export type BindElement = (host: HTMLElement) => () => void;

/**
 * A plain light-DOM custom element, without React, for elements that keep server-rendered markup
 * in step with a store by toggling its states rather than rendering it (Shopify Dawn's model).
 * The rules:
 * - a tag is defined once a page: a second registration (the loader or the script run twice)
 *   finds it defined and does nothing;
 * - an element binds at the end of the task that connected it (a script that appends it and then
 *   fills it in, or the page's start that runs on, is done by then) and once the parser has passed
 *   the whole document (only then is its server markup complete); it unbinds when disconnected and
 *   binds again when connected again;
 * - a bound element carries `data-hydrated`, as a React element does once its markup is in place;
 * - nothing throws out of the element: a failing bind or unbind is reported with the tag, and the
 *   element keeps the markup it has.
 */
export function defineLightElement(doc: Document, tag: string, bind: BindElement): void {
  const win = doc.defaultView;
  if (!win || win.customElements.get(tag)) return;

  class LightElement extends win.HTMLElement {
    /** Bumped at every connection and disconnection: a bind queued before is then dropped. */
    #turn = 0;
    #cancelWait: (() => void) | null = null;
    #unbind: (() => void) | null = null;

    connectedCallback(): void {
      this.#stop();
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

    disconnectedCallback(): void {
      this.#stop();
    }

    #start(): void {
      try {
        this.#unbind = bind(this);
        this.setAttribute('data-hydrated', '');
      } catch (error) {
        report(`<${tag}>: failed to start; showing the server markup`, error);
      }
    }

    #stop(): void {
      this.#turn++;
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
