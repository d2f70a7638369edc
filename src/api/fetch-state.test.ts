import { describe, expect, it, vi } from 'vitest';
import { type FetchState, PENDING, settle } from './fetch-state';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('a data fetch: pending, then success or failed', () => {
  it('starts pending and settles to success with the data', async () => {
    const states: FetchState<number>[] = [PENDING];
    settle(Promise.resolve(7), (state) => states.push(state));
    await flush();
    expect(states).toEqual([{ status: 'pending' }, { status: 'success', data: 7 }]);
  });

  it('settles to failed with the error, so the failure can be shown', async () => {
    const onSettled = vi.fn();
    const error = new Error('gone');
    settle(Promise.reject(error), onSettled);
    await flush();
    expect(onSettled).toHaveBeenCalledWith({ status: 'failed', error });
  });

  it('says nothing once cancelled: the loader went away or asked for something else', async () => {
    const onSettled = vi.fn();
    const cancel = settle(Promise.resolve(1), onSettled);
    cancel();
    const cancelFailure = settle(Promise.reject(new Error('x')), onSettled);
    cancelFailure();
    await flush();
    expect(onSettled).not.toHaveBeenCalled();
  });
});
