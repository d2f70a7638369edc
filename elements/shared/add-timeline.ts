import { useEffect, useMemo, useRef, useState } from 'react';
import { ADDED_DELAY_MS, ADDED_DURATION_MS, ERROR_RESET_MS } from '../../src/constants/timing';
import type { PurchaseOutcome } from '../../src/flows/purchase';
import { MESSAGES } from '../../src/i18n/messages';
import { createTimers } from './use-runtime';

export type AddState = 'idle' | 'adding' | 'added';

export interface AddTimelineSteps {
  /** Shows the busy state: 'Adding…', then 'Added!'. */
  show(state: 'adding' | 'added'): void;
  /** Shows the failure alert. */
  fail(error: unknown): void;
  /** Back to idle. */
  settle(): void;
}

/** A button's text in a state: 'Adding…', 'Added!', or its idle label. */
export const addLabel = (state: AddState, idle: string): string =>
  state === 'adding' ? MESSAGES.adding : state === 'added' ? MESSAGES.added : idle;

/**
 * The one add-button timeline, for the product form, quick-add buttons, suggested products and
 * template markup alike: 'Adding…', then 'Added!' 1 s after the response, for 2 s, then idle;
 * after a failure the alert, and idle again 1 s later. Nothing follows when the purchase leaves
 * the page.
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

/**
 * The timeline in a component: its state, and `run`, which does nothing while an add is under way.
 * The timers die with the component.
 */
export function useAddTimeline() {
  const [state, setState] = useState<AddState>('idle');
  const busy = useRef(false);
  const timers = useMemo(createTimers, []);
  useEffect(() => timers.clear, [timers]);
  return {
    state,
    async run(action: () => Promise<PurchaseOutcome>, fail: (error: unknown) => void) {
      if (busy.current) return;
      busy.current = true;
      await runAddTimeline(timers, action, {
        show: setState,
        fail,
        settle: () => {
          busy.current = false;
          setState('idle');
        },
      });
    },
  };
}
