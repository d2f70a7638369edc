import type { FormDefinition } from '../../../src/forms/form-model';
import type { Runtime } from '../../../src/runtime/runtime';
import { openPortalDialog } from '../dialogs/portal-dialog';
import { FieldsDialog } from './fields-dialog';

/**
 * The additional-fields dialog's chunk, loaded on demand through fields-dialog-on-demand.ts only:
 * the React dialog (fields-dialog.tsx), and `openFieldsDialog`, which shows it for a host that is
 * not React (the add-to-cart element, template markup) with `openPortalDialog`. React and the
 * portal root come with this chunk, so a product page loads them only when its product has a form.
 * Closing the dialog (submitting, Cancel, Escape) removes it.
 */
export { FieldsDialog };

export interface FieldsDialogHandlers {
  /** The answers as JSON text of field id → sanitized value, once the form is valid. */
  onSubmit(additionalFields: string): void;
  /** Closed without submitting: nothing is added. */
  onCancel(): void;
}

export function openFieldsDialog(
  doc: Document,
  runtime: Runtime,
  form: FormDefinition,
  { onSubmit, onCancel }: FieldsDialogHandlers,
): void {
  openPortalDialog(doc, runtime, 'sq-fields-dialog', FieldsDialog, (close) => ({
    form,
    onCancel: () => {
      close();
      onCancel();
    },
    onSubmit: (additionalFields: string) => {
      close();
      onSubmit(additionalFields);
    },
  }));
}
