import { ADDED_DELAY_MS, ADDED_DURATION_MS, ERROR_RESET_MS } from '../../../src/constants/timing';
import type { PurchaseOutcome } from '../../../src/flows/purchase';
import { MESSAGES } from '../../../src/i18n/messages';

/**
 * The one add-button timeline, for the product form, quick-add buttons, suggested products and
 * template markup alike, without React: 'Adding…', then 'Added!' 1 s after the response, for 2 s,
 * then idle; after a failure the alert, and idle again 1 s later. Nothing follows when the
 * purchase leaves the page. A press while an add is under way does nothing.
 */
export type AddState = 'idle' | 'adding' | 'added';

/** A button's text in a state: 'Adding…', 'Added!', or its idle label. */
export const addLabel = (state: AddState, idle: string): string =>
  state === 'adding' ? MESSAGES.adding : state === 'added' ? MESSAGES.added : idle;

/** A set of timers cleared together, so nothing a button scheduled outlives it. */
export function createTimers() {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    after(ms: number, run: () => void): void {
      const id = setTimeout(() => {
        pending.delete(id);
        run();
      }, ms);
      pending.add(id);
    },
    clear(): void {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    },
  };
}

/** One button's timeline. */
export interface AddTimeline {
  /** An add is under way: from the press until the button is idle again. */
  readonly busy: boolean;
  /**
   * Runs `action` through the timeline; `fail` shows the failure (the alert). Does nothing while
   * busy or once stopped.
   */
  run(action: () => Promise<PurchaseOutcome>, fail: (error: unknown) => void): Promise<void>;
  /** The button is gone: its timers are cleared and no state shows on it any more. */
  stop(): void;
}

/** The timeline of one button; `show` puts a state on it (idle at the end). */
export function addTimeline(show: (state: AddState) => void): AddTimeline {
  const timers = createTimers();
  let busy = false;
  let stopped = false;
  const step = (state: AddState) => {
    if (stopped) return;
    if (state === 'idle') busy = false;
    show(state);
  };
  return {
    get busy() {
      return busy;
    },
    async run(action, fail) {
      if (busy || stopped) return;
      busy = true;
      step('adding');
      try {
        if ((await action()) === 'leaving') return;
        if (stopped) return;
        timers.after(ADDED_DELAY_MS, () => {
          step('added');
          timers.after(ADDED_DURATION_MS, () => step('idle'));
        });
      } catch (error) {
        // The shopper is told even when the button went meanwhile: the alert is not on it.
        fail(error);
        if (!stopped) timers.after(ERROR_RESET_MS, () => step('idle'));
      }
    },
    stop() {
      stopped = true;
      busy = false;
      timers.clear();
    },
  };
}
