import type { InstalmentModalProps } from './instalment-modal';
import { type LazyComponent, lazyComponent } from './lazy-component';

/**
 * The instalment information dialog is a chunk of its own: the instalment line shows without it,
 * and few shoppers open it. The line's button preloads it when a pointer comes over it or it takes
 * focus, and the click opens it once it is there.
 */
export const instalmentModal: LazyComponent<InstalmentModalProps> = lazyComponent(
  'instalment information dialog',
  () => import('./instalment-modal').then((module) => module.InstalmentModal),
);
