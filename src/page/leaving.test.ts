import { describe, expect, it } from 'vitest';
import { pendingLoad, unlessLeaving } from './leaving';

/**
 * A window as far as `unlessLeaving` reads it, with a way to follow a link and to come back, and
 * a count of its `beforeunload` listeners.
 */
function fakeWindow() {
  const target = new EventTarget();
  let listeners = 0;
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  const win = Object.assign(target, {
    addEventListener: (...args: Parameters<EventTarget['addEventListener']>) => {
      if (args[0] === 'beforeunload') listeners++;
      add(...args);
    },
    removeEventListener: (...args: Parameters<EventTarget['removeEventListener']>) => {
      if (args[0] === 'beforeunload') listeners--;
      remove(...args);
    },
  });
  return {
    win,
    followLink: () => target.dispatchEvent(new Event('beforeunload')),
    comeBack: () => target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })),
    listeners: () => listeners,
  };
}

/** A load whose outcome the test decides. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** 'pending' when `promise` has not settled after the queued work ran. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  const state = promise.then(
    (value) => `resolved ${String(value)}`,
    (error: unknown) => `rejected ${String(error)}`,
  );
  return Promise.race([state, new Promise<string>((r) => setTimeout(() => r('pending'), 0))]);
}

describe('loads that leaving the page cancels', () => {
  it('passes on what a load gives, and its failure while the page stays', async () => {
    const { win } = fakeWindow();
    expect(await outcome(unlessLeaving(() => Promise.resolve('chunk'), win))).toBe(
      'resolved chunk',
    );
    expect(await outcome(unlessLeaving(() => Promise.reject(new Error('offline')), win))).toBe(
      'rejected Error: offline',
    );
  });

  it('lets a load cancelled once the visitor follows a link neither resolve nor reject', async () => {
    const { win, followLink } = fakeWindow();
    const load = deferred<string>();
    const result = unlessLeaving(() => load.promise, win);
    followLink();
    load.reject(new TypeError('Importing a module script failed.'));
    expect(await outcome(result)).toBe('pending');
  });

  it('listens for the departure only while a load is in flight', async () => {
    const { win, listeners } = fakeWindow();
    const first = deferred<string>();
    const second = deferred<string>();
    const a = unlessLeaving(() => first.promise, win);
    const b = unlessLeaving(() => second.promise, win);
    expect(listeners()).toBe(1);
    first.resolve('a');
    await a;
    expect(listeners()).toBe(1);
    second.resolve('b');
    await b;
    expect(listeners()).toBe(0);
  });

  it('reports failures again once a departure that did not happen has no load left', async () => {
    const { win, followLink } = fakeWindow();
    const cancelled = deferred<string>();
    const first = unlessLeaving(() => cancelled.promise, win);
    // A link to a download: the loads were cancelled, and the page stays.
    followLink();
    cancelled.reject(new TypeError('Load failed'));
    expect(await outcome(first)).toBe('pending');
    const later = unlessLeaving(() => Promise.reject(new Error('offline')), win);
    expect(await outcome(later)).toBe('rejected Error: offline');
  });

  it('treats a load that throws as one that rejects', async () => {
    const { win } = fakeWindow();
    const result = unlessLeaving(() => {
      throw new Error('no import');
    }, win);
    expect(await outcome(result)).toBe('rejected Error: no import');
  });

  it('does not start a later load once the visitor left before its turn', async () => {
    const { win, followLink, listeners } = fakeWindow();
    const analytics = pendingLoad(win);
    // Counted from when it is known, before it starts.
    const waiting = listeners();
    followLink();
    let started = false;
    const result = analytics.run(() => {
      started = true;
      return Promise.reject(new TypeError('Importing a module script failed.'));
    });
    expect(await outcome(result)).toBe('pending');
    expect(started).toBe(false);
    expect(waiting).toBe(listeners() + 1);
  });

  it('starts a later load, and reports its failure, while the visitor stays', async () => {
    const { win } = fakeWindow();
    const analytics = pendingLoad(win);
    expect(await outcome(analytics.run(() => Promise.reject(new Error('offline'))))).toBe(
      'rejected Error: offline',
    );
  });

  it('reports failures again on a page shown again from the back-forward cache', async () => {
    const { win, followLink, comeBack } = fakeWindow();
    const analytics = pendingLoad(win);
    followLink();
    comeBack();
    expect(await outcome(analytics.run(() => Promise.reject(new Error('offline'))))).toBe(
      'rejected Error: offline',
    );
  });
});
