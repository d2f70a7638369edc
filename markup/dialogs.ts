import type { ComponentType } from 'react';
import { AlertDialog } from '../elements/shared/alert-dialog';
import { fieldsModal } from '../elements/shared/lazy-fields-modal';
import { removePortal, setPortal } from '../elements/shared/portal-root';
import { purchaseErrorMessage } from '../src/api/error-message';
import type { FormDefinition } from '../src/forms/form-model';
import { MESSAGES } from '../src/i18n/messages';

let nextPortalId = -1;

/**
 * Shows one of the elements' own dialogs over template markup: the component, as a portal of the
 * shared React root, in a host at the end of the body. `props` gets the function that closes it.
 */
function openDialog<P extends object>(
  doc: Document,
  component: ComponentType<P>,
  props: (close: () => void) => P,
): () => void {
  const host = doc.createElement('div');
  host.setAttribute('data-sq-template-dialog', '');
  doc.body.append(host);
  const id = nextPortalId--;
  const close = () => {
    removePortal(id);
    host.remove();
  };
  setPortal({
    id,
    tag: 'sq-template-dialog',
    host,
    component: component as unknown as ComponentType<never>,
    props: props(close),
    serverNodes: [],
  });
  return close;
}

let closeAlert: (() => void) | null = null;

/** The alert of a refused or failed add: the elements' AlertDialog, one at a time. */
export function showTemplateAlert(doc: Document, title: string, message: string): void {
  closeAlert?.();
  closeAlert = openDialog(doc, AlertDialog, (close) => ({ title, message, onClose: close }));
}

/**
 * The product's additional-fields form in its lightbox: the elements' own modal, from its own
 * chunk (at once when preloaded). When that cannot be fetched (offline), the alert says 'Unable to
 * open form', as the cart page says it.
 */
export function openFieldsForm(
  doc: Document,
  form: FormDefinition,
  onSubmit: (additionalFields: string) => void,
): void {
  fieldsModal.load().then(
    (Dialog) =>
      openDialog(doc, Dialog, (close) => ({
        form,
        onCancel: close,
        onSubmit: (additionalFields: string) => {
          close();
          onSubmit(additionalFields);
        },
      })),
    (error: unknown) =>
      showTemplateAlert(doc, MESSAGES.unableToOpenForm, purchaseErrorMessage(error)),
  );
}
