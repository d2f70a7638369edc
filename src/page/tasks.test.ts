import { describe, expect, it, vi } from 'vitest';
import { inSeparateTasks } from './tasks';

describe('steps in tasks of their own', () => {
  it('runs steps in tasks of their own: other work runs between two, and a failing step stops none after it', async () => {
    const order: string[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await inSeparateTasks('could not do the test steps', [
      () => {
        order.push('first');
        // Work queued by the first step (a tap's handler, say) runs before the second step.
        setTimeout(() => order.push('queued meanwhile'), 0);
      },
      () => {
        throw new Error('broken step');
      },
      () => order.push('third'),
    ]);
    expect(order).toEqual(['first', 'queued meanwhile', 'third']);
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain('could not do the test steps');
    logged.mockRestore();
  });
});
