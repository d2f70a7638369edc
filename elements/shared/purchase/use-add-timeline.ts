import { useEffect, useMemo, useState } from 'react';
import type { PurchaseOutcome } from '../../../src/flows/purchase';
import { type AddState, addTimeline } from './add-timeline';

export { type AddState, addLabel } from './add-timeline';

/**
 * The add-button timeline of add-timeline.ts in a React component: its state, and `run`, which does
 * nothing while an add is under way. The timeline stops with the component.
 */
export function useAddTimeline() {
  const [state, setState] = useState<AddState>('idle');
  const timeline = useMemo(() => addTimeline(setState), []);
  useEffect(() => timeline.stop, [timeline]);
  return {
    state,
    run: (action: () => Promise<PurchaseOutcome>, fail: (error: unknown) => void): Promise<void> =>
      timeline.run(action, fail),
  };
}
