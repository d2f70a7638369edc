import { useEffect, useMemo, useRef, useState } from 'react';
import { purchaseErrorMessage } from '../../src/api/error-message';
import type { PurchaseOutcome } from '../../src/flows/purchase';
import { runAddTimeline } from '../shared/add-timeline';
import { createTimers } from '../shared/use-runtime';

export type AddState = 'idle' | 'adding' | 'added';
export interface AddAlert {
  title: string;
  message: string;
}

/** The product form's button state through the timeline of spec §4; clicks while busy do nothing. */
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
      await runAddTimeline(timers, action, {
        show: setState,
        fail: (error) => setAlert({ title: failureTitle, message: purchaseErrorMessage(error) }),
        settle,
      });
    },
  };
}
