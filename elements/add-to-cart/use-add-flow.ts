import { useState } from 'react';
import { purchaseErrorMessage } from '../../src/api/error-message';
import type { PurchaseOutcome } from '../../src/flows/purchase';
import { useAddTimeline } from '../shared/add-timeline';

export type { AddState } from '../shared/add-timeline';
export interface AddAlert {
  title: string;
  message: string;
}

/**
 * The add button's state through the shared timeline ('Adding…', then 'Added!' 1 s after the
 * response for 2 s, then idle; idle 1 s after a failure) and its alert; clicks while busy do nothing.
 */
export function useAddFlow() {
  const timeline = useAddTimeline();
  const [alert, setAlert] = useState<AddAlert | null>(null);
  return {
    state: timeline.state,
    alert,
    closeAlert: () => setAlert(null),
    /** Shows a check that failed before anything was sent; the button stays idle. */
    refuse: (title: string, message: string) => setAlert({ title, message }),
    run: (action: () => Promise<PurchaseOutcome>, failureTitle: string): Promise<void> =>
      timeline.run(action, (error) =>
        setAlert({ title: failureTitle, message: purchaseErrorMessage(error) }),
      ),
  };
}
