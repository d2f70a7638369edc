import { describe, expect, it, vi } from 'vitest';
import { oncePerPage, report, whenParsed } from './page';

/** A document as far as `whenParsed` reads it. */
function fakeDocument(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, { readyState }) as unknown as Document & EventTarget;
}

describe('the page', () => {
  it('makes a value once per holder, under a global symbol that a second bundle copy finds too', () => {
    const holder = {};
    const make = vi.fn(() => ({ made: true }));
    const first = oncePerPage('test-value', make, holder);
    expect(oncePerPage('test-value', make, holder)).toBe(first);
    expect(make).toHaveBeenCalledOnce();
    expect((holder as Record<symbol, unknown>)[Symbol.for('sq.test-value')]).toBe(first);
    // A value of undefined counts as made: the work is not done twice.
    const bind = vi.fn();
    oncePerPage('test-binding', bind, holder);
    oncePerPage('test-binding', bind, holder);
    expect(bind).toHaveBeenCalledOnce();
  });

  it('runs at once on a parsed document, and waits for DOMContentLoaded on a loading one', () => {
    const now = vi.fn();
    whenParsed(fakeDocument('interactive'), now);
    expect(now).toHaveBeenCalledOnce();

    const loading = fakeDocument('loading');
    const later = vi.fn();
    whenParsed(loading, later);
    expect(later).not.toHaveBeenCalled();
    loading.dispatchEvent(new Event('DOMContentLoaded'));
    loading.dispatchEvent(new Event('DOMContentLoaded'));
    expect(later).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = whenParsed(loading, cancelled);
    cancel();
    loading.dispatchEvent(new Event('DOMContentLoaded'));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("reports one console error with the bundle's prefix and its cause", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('boom');
    report('something failed', cause);
    report('a plain line');
    expect(error.mock.calls).toEqual([
      ['sq-storefront: something failed', cause],
      ['sq-storefront: a plain line'],
    ]);
    error.mockRestore();
  });
});
