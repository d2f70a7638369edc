import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../../src/runtime/runtime';
import { ElementMarkupError, integerAttribute, stringAttribute } from './attributes';
import { defineLightElement } from './define-light-element';

/** The definer only hands the runtime on to the binds, which here need none. */
const runtime = {} as Runtime;

const calls: string[] = [];
let failUnbind = false;
defineLightElement(document, runtime, {
  tag: 'sq-test-light',
  attributes: {},
  bind: (host) => {
    calls.push(`bind ${host.textContent}`);
    return () => {
      calls.push('unbind');
      if (failUnbind) throw new Error('unbind failed');
    };
  },
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
    defineLightElement(document, runtime, {
      tag: 'sq-test-light',
      attributes: {},
      bind: () => () => {},
    });
    expect(define).not.toHaveBeenCalled();
  });

  it('a failing bind or unbind is reported with the tag; nothing escapes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineLightElement(document, runtime, {
      tag: 'sq-test-broken',
      attributes: {},
      bind: () => {
        throw new Error('bind failed');
      },
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

describe('defineLightElement with attributes', () => {
  const bound: string[] = [];
  defineLightElement(document, runtime, {
    tag: 'sq-test-attributes',
    attributes: {
      name: stringAttribute({ required: true, pattern: /^\w+$/ }),
      count: integerAttribute({ min: 1, max: 9, fallback: 1 }),
    },
    bind: (host, _runtime, { name, count }) => {
      if (name === 'unknown') throw new ElementMarkupError(`<sq-test-attributes>: no ${name}`);
      bound.push(`${name} ${count}`);
      host.querySelector('button')?.append('!');
      return () => bound.push('unbind');
    },
  });
  const host = () => document.querySelector('sq-test-attributes') as HTMLElement;
  const button = () => host().querySelector('button') as HTMLButtonElement;

  afterEach(() => {
    document.body.innerHTML = '';
    bound.length = 0;
  });

  it('binds with the parsed attributes; a removed attribute falls back to its default', async () => {
    document.body.innerHTML = '<sq-test-attributes name="a" count="3"></sq-test-attributes>';
    await tick();
    host().removeAttribute('count');
    await tick();
    expect(bound).toEqual(['a 3', 'unbind', 'a 1']);
    expect(host().hasAttribute('data-hydrated')).toBe(true);
  });

  it('attributes set one by one after connecting are read together at the end of the task', async () => {
    const element = document.createElement('sq-test-attributes');
    document.body.append(element);
    element.setAttribute('name', 'b');
    element.setAttribute('count', '2');
    await tick();
    expect(bound).toEqual(['b 2']);
  });

  it('bad markup: one console error per distinct problem, the markup inert and unbound; fixed, it binds and its controls work again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<sq-test-attributes name="a" count="0"><button type="button">Go</button><button type="button" disabled>Off</button></sq-test-attributes>';
    await tick();
    expect(bound).toEqual([]);
    expect(host().inert).toBe(true);
    expect(button().disabled).toBe(true);
    expect(host().hasAttribute('data-hydrated')).toBe(false);
    host().setAttribute('name', 'b');
    await tick();
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'sq-storefront: <sq-test-attributes>: invalid attribute "count" ("0"): expected a whole number from 1 to 9',
    ]);
    host().setAttribute('count', '10');
    await tick();
    expect(error).toHaveBeenCalledTimes(2);

    host().setAttribute('count', '4');
    await tick();
    expect(bound).toEqual(['b 4']);
    expect(host().inert).toBe(false);
    expect(button().disabled).toBe(false);
    // A control the server wrote disabled stays disabled.
    expect(host().querySelectorAll('button')[1]?.disabled).toBe(true);
    expect(host().hasAttribute('data-hydrated')).toBe(true);
  });

  it('markup found wrong as it binds (an ElementMarkupError) is said as it is, inert', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<sq-test-attributes name="unknown"><button type="button">Go</button></sq-test-attributes>';
    await tick();
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'sq-storefront: <sq-test-attributes>: no unknown',
    ]);
    expect(host().inert).toBe(true);
    expect(button().textContent).toBe('Go');
    expect(button().disabled).toBe(true);
  });

  it('an unobserved attribute changes nothing', async () => {
    document.body.innerHTML = '<sq-test-attributes name="a"></sq-test-attributes>';
    await tick();
    host().setAttribute('title', 'x');
    await tick();
    expect(bound).toEqual(['a 1']);
  });
});

describe('defineLightElement with an attribute taken in a changed form', () => {
  const bound: number[] = [];
  /** A level from 1 to 5; any other number is clamped into that range, and said. */
  const level = {
    parse: (raw: string | null) => {
      const value = Number(raw ?? 1);
      const clamped = Math.min(5, Math.max(1, value));
      return clamped === value
        ? { ok: true as const, value }
        : { ok: true as const, value: clamped, adjusted: 'a level from 1 to 5' };
    },
  };
  defineLightElement(document, runtime, {
    tag: 'sq-test-adjusted',
    attributes: { level, label: stringAttribute() },
    bind: (_host, _runtime, attributes) => {
      bound.push(attributes.level);
      return () => {};
    },
  });

  it('binds with the changed value, and says so once however often it binds', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<sq-test-adjusted level="9"></sq-test-adjusted>';
    await tick();
    const element = document.querySelector('sq-test-adjusted') as HTMLElement;
    element.setAttribute('label', 'x');
    await tick();
    expect(bound).toEqual([5, 5]);
    expect(element.hasAttribute('data-hydrated')).toBe(true);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'sq-storefront: <sq-test-adjusted>: attributes not usable as given, taken with their clamped or default values: level',
    ]);
  });
});
