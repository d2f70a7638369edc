import { afterEach, describe, expect, it, vi } from 'vitest';
import { follow } from './follow';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('follow', () => {
  it('updates now and at each change, until stopped', () => {
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const update = vi.fn();
    const stop = follow('sq-test', subscribe, update);
    for (const listener of listeners) listener();
    expect(update).toHaveBeenCalledTimes(2);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('a first update that throws fails; a later one is reported with the tag, not thrown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let listener = () => {};
    const subscribe = (added: () => void) => {
      listener = added;
      return () => {};
    };
    let fail = true;
    const update = () => {
      if (fail) throw new Error('broken');
    };
    expect(() => follow('sq-test', subscribe, update)).toThrow('broken');
    fail = false;
    follow('sq-test', subscribe, update);
    fail = true;
    expect(() => listener()).not.toThrow();
    expect(error.mock.calls[0]?.[0]).toBe('sq-storefront: <sq-test>: failed to update');
  });
});
