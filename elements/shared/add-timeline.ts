import { ADDED_DELAY_MS, ADDED_DURATION_MS, ERROR_RESET_MS } from '../../src/constants/timing';
import type { PurchaseOutcome } from '../../src/flows/purchase';
import type { createTimers } from './use-runtime';

export interface AddTimelineSteps {
  /** Shows the busy state: 'Adding…', then 'Added!'. */
  show(state: 'adding' | 'added'): void;
  /** Shows the failure alert. */
  fail(error: unknown): void;
  /** Back to idle. */
  settle(): void;
}

/**
 * The button timeline of spec §4, for the product form and for template markup alike: 'Adding…',
 * then 'Added!' 1 s after the response, for 2 s, then idle; after a failure the alert, and idle
 * again 1 s later. Nothing follows when the purchase leaves the page.
 */
export async function runAddTimeline(
  timers: ReturnType<typeof createTimers>,
  action: () => Promise<PurchaseOutcome>,
  steps: AddTimelineSteps,
): Promise<void> {
  steps.show('adding');
  try {
    if ((await action()) === 'leaving') return;
    timers.after(ADDED_DELAY_MS, () => {
      steps.show('added');
      timers.after(ADDED_DURATION_MS, steps.settle);
    });
  } catch (error) {
    steps.fail(error);
    timers.after(ERROR_RESET_MS, steps.settle);
  }
}
