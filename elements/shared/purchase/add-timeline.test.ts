import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AddState, addTimeline } from './add-timeline';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('addTimeline', () => {
  it('adding, added 1 s after the response for 2 s, then idle; a run while busy does nothing', async () => {
    const states: AddState[] = [];
    const timeline = addTimeline((state) => states.push(state));
    const action = vi.fn(async () => 'added' as const);
    await timeline.run(action, () => {});
    await timeline.run(action, () => {});
    expect(action).toHaveBeenCalledOnce();
    expect(timeline.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toEqual(['adding', 'added']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(states).toEqual(['adding', 'added', 'idle']);
    expect(timeline.busy).toBe(false);
  });

  it('a failure is shown, and the button is idle 1 s later', async () => {
    const states: AddState[] = [];
    const fail = vi.fn();
    const timeline = addTimeline((state) => states.push(state));
    await timeline.run(() => Promise.reject(new Error('no')), fail);
    expect(fail).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toEqual(['adding', 'idle']);
  });

  it('once stopped, nothing shows on the button; a failure under way is still told', async () => {
    const states: AddState[] = [];
    const fail = vi.fn();
    const timeline = addTimeline((state) => states.push(state));
    let reject: (error: Error) => void = () => {};
    const running = timeline.run(() => new Promise((_, no) => (reject = no)), fail);
    timeline.stop();
    reject(new Error('offline'));
    await running;
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toEqual(['adding']);
    expect(fail).toHaveBeenCalledOnce();
    await timeline.run(async () => 'added', fail);
    expect(states).toEqual(['adding']);
  });
});
