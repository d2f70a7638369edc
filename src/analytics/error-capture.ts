import { oncePerPage, reportListeners } from '../page/page';

/**
 * The part of the error reporter every page loads at once (the core installs it), so that errors
 * before the reporter's lazy chunk arrives are not lost: the window's 'error' and
 * 'unhandledrejection' events and report()'s errors go to one queue until the reporter takes it,
 * then straight to the reporter [V-06]. The queue keeps the first QUEUE_LIMIT: the reporter would
 * drop the newest beyond that anyway [V-08]. Once per page, whoever calls it.
 */

/** How many reports may wait for the next send; the newest beyond it are dropped [V-08]. */
export const QUEUE_LIMIT = 10;

/** An error as it was caught: an ErrorEvent, a PromiseRejectionEvent, or what report() logged. */
export type ErrorSource =
  | Pick<ErrorEvent, 'message' | 'error' | 'filename' | 'lineno' | 'colno'>
  | Pick<PromiseRejectionEvent, 'reason'>
  | { message: string; error: unknown };

export interface CapturedError {
  /** 'error' for an uncaught error and for report(), 'unhandledrejection' for a rejection nobody handled. */
  event: 'error' | 'unhandledrejection';
  from: ErrorSource;
  /** When it happened, epoch ms. */
  timestamp: number;
}

export interface EarlyErrors {
  /** Hands `take` every error queued so far, then each later one as it happens. */
  take(take: (captured: CapturedError) => void): void;
}

export function captureEarlyErrors(win: Window): EarlyErrors {
  return oncePerPage(
    'early-errors',
    () => {
      const queue: CapturedError[] = [];
      let taker: ((captured: CapturedError) => void) | undefined;
      const hand = (event: CapturedError['event'], from: ErrorSource) => {
        const captured = { event, from, timestamp: Date.now() };
        if (taker) taker(captured);
        else if (queue.length < QUEUE_LIMIT) queue.push(captured);
      };
      win.addEventListener('error', (event) => hand('error', event));
      win.addEventListener('unhandledrejection', (event) => hand('unhandledrejection', event));
      reportListeners().push((message, cause) =>
        hand('error', {
          message: `sq-storefront: ${message}`,
          error: cause.find((c) => c instanceof Error),
        }),
      );
      return {
        take(take) {
          taker = take;
          for (const captured of queue.splice(0)) take(captured);
        },
      };
    },
    win,
  );
}
