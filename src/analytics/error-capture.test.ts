// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { report } from '../page/page';
import { type CapturedError, captureEarlyErrors, QUEUE_LIMIT } from './error-capture';

/** A window as far as the capture reads it: something that takes listeners. */
const fakeWindow = () => new EventTarget() as Window;

const thrown = (message: string) =>
  new ErrorEvent('error', {
    message,
    error: new Error(message),
    filename: 'https://shop.test/a.js',
  });

describe('the early error capture [V-06, V-08]', () => {
  it('queues the errors before the reporter takes them, then hands each later one straight on', () => {
    const win = fakeWindow();
    const early = captureEarlyErrors(win);
    win.dispatchEvent(thrown('first'));
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: new Error('second') });
    win.dispatchEvent(rejection);

    const taken: CapturedError[] = [];
    early.take((captured) => taken.push(captured));
    expect(taken.map((c) => c.event)).toEqual(['error', 'unhandledrejection']);
    expect(taken[0]?.from).toMatchObject({ message: 'first' });

    win.dispatchEvent(thrown('third'));
    expect(taken).toHaveLength(3);
    expect(typeof taken[2]?.timestamp).toBe('number');
  });

  it('keeps only the first ten until the reporter takes them', () => {
    const win = fakeWindow();
    const early = captureEarlyErrors(win);
    for (let i = 1; i <= QUEUE_LIMIT + 3; i++) win.dispatchEvent(thrown(`error ${i}`));
    const taken: string[] = [];
    early.take((captured) => taken.push((captured.from as ErrorEvent).message));
    expect(taken).toEqual(Array.from({ length: 10 }, (_, i) => `error ${i + 1}`));
  });

  it('is installed once a window, however often the core starts', () => {
    const win = fakeWindow();
    expect(captureEarlyErrors(win)).toBe(captureEarlyErrors(win));
    const taken: CapturedError[] = [];
    captureEarlyErrors(win).take((captured) => taken.push(captured));
    win.dispatchEvent(thrown('once'));
    expect(taken).toHaveLength(1);
  });

  it('takes what report() logs, which still goes to the console as before', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const early = captureEarlyErrors(fakeWindow());
    const taken: CapturedError[] = [];
    early.take((captured) => taken.push(captured));
    const cause = new Error('boom');
    report('<sq-pill-cart>: failed to update', 'a detail', cause);
    expect(console).toHaveBeenCalledWith(
      'sq-storefront: <sq-pill-cart>: failed to update',
      'a detail',
      cause,
    );
    expect(taken.at(-1)).toMatchObject({
      event: 'error',
      from: { message: 'sq-storefront: <sq-pill-cart>: failed to update', error: cause },
    });
    console.mockRestore();
  });
});
