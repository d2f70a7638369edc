import type { AdditionalFieldsModalProps } from './additional-fields-modal';
import type * as FieldsDialogModule from './fields-dialog';
import { type LazyComponent, type LazyModule, lazyModule } from './lazy-component';

/**
 * The additional-fields dialog (the form's fields, their validation and sanitizing, with React to
 * render them) is a chunk of its own, fields-dialog.tsx: most product pages have no form, and the
 * add button works without React. Whatever shows it preloads it as soon as it knows its product or
 * cart line has a form, so the dialog opens on the click without a visible wait. One chunk, one
 * download, two ways in:
 * - `fieldsDialog`: the module, whose `openFieldsDialog` shows the dialog for a host that is not
 *   React (the add-to-cart element, template markup);
 * - `fieldsModal`: the modal component itself, for a React host that renders it in its own tree
 *   (the cart page).
 */
export const fieldsDialog: LazyModule<typeof FieldsDialogModule> = lazyModule(
  'additional-fields dialog',
  () => import('./fields-dialog'),
);

export const fieldsModal: LazyComponent<AdditionalFieldsModalProps> = {
  load: () => fieldsDialog.load().then((module) => module.AdditionalFieldsModal),
  preload: () => fieldsDialog.preload(),
};

/** Preloads the dialog when `product` has an additional-fields form. */
export function preloadFieldsModalFor(
  product: { additionalFieldsFormId?: string | null } | null | undefined,
): void {
  if (product?.additionalFieldsFormId) fieldsDialog.preload();
}
