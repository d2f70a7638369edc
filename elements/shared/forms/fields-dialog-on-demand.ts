import { type OnDemand, type OnDemandComponent, onDemand } from '../dialogs/on-demand';
import type { FieldsDialogProps } from './fields-dialog';
import type * as FieldsDialogModule from './open-fields-dialog';

/**
 * The additional-fields dialog (the form's fields, their validation and sanitizing, with React to
 * render them) is a chunk of its own, open-fields-dialog.tsx: most product pages have no form, and
 * the add button works without React. Whatever shows it preloads it as soon as it knows its product
 * or cart line has a form, so the dialog opens on the click without a visible wait. One chunk, one
 * download, two ways in:
 * - `fieldsDialog`: the module, whose `openFieldsDialog` shows the dialog for a host that is not
 *   React (the add-to-cart element, template markup);
 * - `fieldsDialogComponent`: the dialog's component itself (fields-dialog.tsx), for a React host
 *   that renders it in its own tree (the cart page).
 */
export const fieldsDialog: OnDemand<typeof FieldsDialogModule> = onDemand(
  'additional-fields dialog',
  () => import('./open-fields-dialog'),
);

export const fieldsDialogComponent: OnDemandComponent<FieldsDialogProps> = {
  load: () => fieldsDialog.load().then((module) => module.FieldsDialog),
  preload: () => fieldsDialog.preload(),
};

/** Preloads the dialog when `product` has an additional-fields form. */
export function preloadFieldsDialogFor(
  product: { additionalFieldsFormId?: string | null } | null | undefined,
): void {
  if (product?.additionalFieldsFormId) fieldsDialog.preload();
}
