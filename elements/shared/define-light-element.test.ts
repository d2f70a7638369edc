import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineLightElement } from './define-light-element';

const calls: string[] = [];
let failUnbind = false;
defineLightElement(document, 'sq-test-light', (host) => {
  calls.push(`bind ${host.textContent}`);
  return () => {
    calls.push('unbind');
    if (failUnbind) throw new Error('unbind failed');
  };
});

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  document.body.innerHTML = '';
  calls.length = 0;
  failUnbind = false;
});

describe('defineLightElement', () => {
  it('binds at the end of the connecting task, with the children filled in since, and marks it', async () => {
    const host = document.createElement('sq-test-light');
    document.body.append(host);
    host.textContent = 'server';
    expect(calls).toEqual([]);
    await tick();
    expect(calls).toEqual(['bind server']);
    expect(host.hasAttribute('data-hydrated')).toBe(true);
  });

  it('while the document is parsing, binds once it is parsed', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '<sq-test-light>a</sq-test-light>';
    await tick();
    expect(calls).toEqual([]);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(calls).toEqual(['bind a']);
  });

  it('unbinds when disconnected, binds again when connected again; a move within a task binds once', async () => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    const host = document.createElement('sq-test-light');
    document.getElementById('a')?.append(host);
    document.getElementById('b')?.append(host);
    await tick();
    expect(calls).toEqual(['bind ']);
    host.remove();
    expect(host.hasAttribute('data-hydrated')).toBe(false);
    document.body.append(host);
    await tick();
    expect(calls).toEqual(['bind ', 'unbind', 'bind ']);
  });

  it('defines a tag once: a second definition is ignored', () => {
    const define = vi.spyOn(customElements, 'define');
    defineLightElement(document, 'sq-test-light', () => () => {});
    expect(define).not.toHaveBeenCalled();
  });

  it('a failing bind or unbind is reported with the tag; nothing escapes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineLightElement(document, 'sq-test-broken', () => {
      throw new Error('bind failed');
    });
    document.body.innerHTML =
      '<sq-test-broken>kept</sq-test-broken><sq-test-light></sq-test-light>';
    await tick();
    expect(document.querySelector('sq-test-broken')?.outerHTML).toBe(
      '<sq-test-broken>kept</sq-test-broken>',
    );
    failUnbind = true;
    expect(() => document.querySelector('sq-test-light')?.remove()).not.toThrow();
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'sq-storefront: <sq-test-broken>: failed to start; showing the server markup',
      'sq-storefront: <sq-test-light>: failed to stop',
    ]);
  });
});
