import { type OnDemand, onDemand } from '../dialogs/on-demand';
import type * as InstalmentDialogModule from './open-instalment-dialog';

/**
 * The instalment information dialog (the React dialog, instalment-dialog.tsx, and what opens it,
 * open-instalment-dialog.tsx) is a chunk of its own, and the only part of the instalment line that
 * needs React: the line shows without it, and few shoppers open it. The line's button preloads it
 * when a pointer comes over it or it takes focus, and a press opens it once it is there.
 */
export const instalmentDialog: OnDemand<typeof InstalmentDialogModule> = onDemand(
  'instalment information dialog',
  () => import('./open-instalment-dialog'),
);
