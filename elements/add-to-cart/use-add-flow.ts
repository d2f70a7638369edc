import { useEffect, useMemo, useRef, useState } from 'react';
import { purchaseErrorMessage } from '../../src/api/error-message';
import { ADDED_DELAY_MS, ADDED_DURATION_MS, ERROR_RESET_MS } from '../../src/constants/timing';
import type { PurchaseOutcome } from '../../src/runtime/purchase';
import { createTimers } from '../shared/use-runtime';

export type AddState = 'idle' | 'adding' | 'added';
export interface AddAlert {
  title: string;
  message: string;
}

/**
 * The button timeline of spec §4: idle → 'Adding…' → 'Added!' 1 s after the response, for 2 s →
 * idle; after a failure an alert, and idle again 1 s later. Clicks while busy do nothing.
 */
export function useAddFlow() {
  const [state, setState] = useState<AddState>('idle');
  const [alert, setAlert] = useState<AddAlert | null>(null);
  const busy = useRef(false);
  const timers = useMemo(createTimers, []);
  useEffect(() => timers.clear, [timers]);

  const settle = () => {
    setState('idle');
    busy.current = false;
  };

  return {
    state,
    alert,
    closeAlert: () => setAlert(null),
    /** Shows a check that failed before anything was sent; the button stays idle. */
    refuse: (title: string, message: string) => setAlert({ title, message }),
    async run(action: () => Promise<PurchaseOutcome>, failureTitle: string): Promise<void> {
      if (busy.current) return;
      busy.current = true;
      setState('adding');
      try {
        if ((await action()) === 'leaving') return;
        timers.after(ADDED_DELAY_MS, () => {
          setState('added');
          timers.after(ADDED_DURATION_MS, settle);
        });
      } catch (error) {
        setAlert({ title: failureTitle, message: purchaseErrorMessage(error) });
        timers.after(ERROR_RESET_MS, settle);
      }
    },
  };
}
