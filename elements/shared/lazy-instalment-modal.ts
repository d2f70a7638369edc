import type * as InstalmentDialogModule from './instalment-dialog';
import { type LazyModule, lazyModule } from './lazy-component';

/**
 * The instalment information dialog (the React modal and what opens it, instalment-dialog.tsx) is
 * a chunk of its own, and the only part of the instalment line that needs React: the line shows
 * without it, and few shoppers open it. The line's button preloads it when a pointer comes over it
 * or it takes focus, and a press opens it once it is there.
 */
export const instalmentDialog: LazyModule<typeof InstalmentDialogModule> = lazyModule(
  'instalment information dialog',
  () => import('./instalment-dialog'),
);
