import { act } from 'react';
import { vi } from 'vitest';
import { boot, loadChunks } from '../../elements/boot';
import { RUNTIME_KEY, type Runtime } from '../../src/runtime/runtime';

export type ApiHandler = (request: Request) => Response | Promise<Response>;

/**
 * A fresh page for each test, started like the real bundle: new markup, a new shared runtime,
 * and a fetch that answers with `handler` and records every request.
 */
export async function freshPage(
  html: string,
  handler: ApiHandler,
): Promise<{ requests: Request[] }> {
  const requests: Request[] = [];
  await loadChunks();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return handler(request);
    }),
  );
  const previous = (globalThis as Record<symbol, Runtime | undefined>)[RUNTIME_KEY];
  previous?.stop();
  delete (globalThis as Record<symbol, unknown>)[RUNTIME_KEY];
  window.Sq = undefined;
  document.cookie = 'crumb=test-crumb; path=/';
  await act(async () => {
    document.body.innerHTML = html;
    boot('test');
  });
  await settle();
  return { requests };
}

/** Lets pending fetches, promise chains and React renders finish. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  });
}

/** Advances fake timers inside act, so React commits what the timers changed. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
  await settle();
}

/** The form control a visible label names. */
export function fieldByLabel(
  text: string,
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const label = Array.from(document.querySelectorAll('label')).find(
    (l) => l.textContent?.trim() === text,
  );
  // A label names its control by `for`, or by wrapping it.
  const field = label?.htmlFor
    ? document.getElementById(label.htmlFor)
    : label?.querySelector('input, select, textarea');
  if (
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement
    )
  ) {
    throw new Error(`no field labelled "${text}"`);
  }
  return field;
}

/**
 * Sets a control's value as typing or choosing does: through the prototype's setter (React watches
 * the element's own value property), then the event React listens to.
 */
export async function setField(
  field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  const prototype = Object.getPrototypeOf(field) as object;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
  await settle();
}

/**
 * Types `text` into the field the way a person does: the field takes focus, then each key makes
 * its own keydown, one more character and an input event, keyup, each settled before the next;
 * so an element that reacts to every change (and may move focus) sees every key. The text goes
 * into whichever element has focus at each key, as it would in a browser.
 */
export async function typeKeys(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  await act(async () => field.focus());
  for (const key of text) {
    const target = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
    if (!target || !('value' in target)) return;
    const prototype = Object.getPrototypeOf(target) as object;
    await act(async () => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, target.value + key);
      target.dispatchEvent(new InputEvent('input', { bubbles: true, data: key }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
    });
    await settle();
  }
}
