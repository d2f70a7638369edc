import { vi } from 'vitest';

/**
 * Waits until `check` passes (returns without throwing), then gives what it returned: for what
 * comes a moment later, such as a module loaded on demand or a timer's work. It waits as long as
 * a busy machine needs, up to 10 s, so no test depends on how fast the machine is.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 20 });
}
