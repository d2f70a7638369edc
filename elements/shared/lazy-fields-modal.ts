import type { AdditionalFieldsModalProps } from './additional-fields-modal';
import { type LazyComponent, lazyComponent } from './lazy-component';

/**
 * The additional-fields dialog (the form's fields, their validation and sanitizing) is a chunk of
 * its own: most product pages have no form. Whatever shows it preloads it as soon as it knows its
 * product or cart line has a form, so the dialog opens on the click without a visible wait.
 */
export const fieldsModal: LazyComponent<AdditionalFieldsModalProps> = lazyComponent(
  'additional-fields dialog',
  () => import('./additional-fields-modal').then((module) => module.AdditionalFieldsModal),
);

/** Preloads the dialog when `product` has an additional-fields form. */
export function preloadFieldsModalFor(
  product: { additionalFieldsFormId?: string | null } | null | undefined,
): void {
  if (product?.additionalFieldsFormId) fieldsModal.preload();
}
