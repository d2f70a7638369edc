import type { ComponentType } from 'react';
import { AdditionalFieldsModal } from '../elements/shared/additional-fields-modal';
import { AlertDialog } from '../elements/shared/alert-dialog';
import { removePortal, setPortal } from '../elements/shared/portal-root';
import type { FormDefinition } from '../src/forms/form-model';

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

/** The product's additional-fields form in its lightbox: the elements' own modal. */
export function openFieldsForm(
  doc: Document,
  form: FormDefinition,
  onSubmit: (additionalFields: string) => void,
): void {
  openDialog(doc, AdditionalFieldsModal, (close) => ({
    form,
    onCancel: close,
    onSubmit: (additionalFields: string) => {
      close();
      onSubmit(additionalFields);
    },
  }));
}
