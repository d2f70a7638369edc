import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { formsApi } from '../../../src/api/forms';
import { checkAnswers } from '../../../src/flows/check-answers';
import type { FormDefinition } from '../../../src/forms/form-model';
import type { FormInputs } from '../../../src/forms/sanitize';
import { Dialog } from '../dialogs/dialog';
import { dialogCss } from '../dialogs/native-dialog';
import { useRuntime } from '../react/use-runtime';
import { useStyles } from '../react/use-styles';
import { FormFields, useFormState } from './form-fields';
import { FormMessage, ProblemBanner, useFocusFirstError } from './form-problems';
import { FORM_CSS, formLayoutCss } from './form-styles';
import { maxLengthEnabled } from './max-length';

export interface FieldsDialogProps {
  form: FormDefinition;
  /** Receives the answers as JSON text of field id → sanitized value [G-05]. */
  onSubmit: (additionalFields: string) => void;
  onCancel: () => void;
  /** The answers to start from: the cart page edits an entry's stored answers [G-07]. */
  initialInputs?: FormInputs;
  /** Defaults to the store's add-to-cart text. */
  submitLabel?: string;
}

// The dialog, its form (all of it the bundle's to lay out) and Cancel beside the form's own button.
const CSS = [
  dialogCss('sq-fields-modal', 'secondary'),
  FORM_CSS,
  formLayoutCss('.sq-fields-modal'),
  ':where(.sq-fields-modal .sq-form){margin:0 0 .75rem}',
].join('\n');

/**
 * The product's form in a lightbox: submitting checks the answers on the page, then at the server,
 * and only answers both accept close it and are handed on (added, or saved to the cart entry);
 * a refusal shows as a custom form shows it, each field's error above the field, and the button
 * waits while the server is asked. Closing adds nothing, even while the server is being asked
 * [G-04 to G-06]. Loaded on demand, through fields-dialog-on-demand.ts only.
 */
export function FieldsDialog({
  form,
  onSubmit,
  onCancel,
  initialInputs,
  submitLabel,
}: FieldsDialogProps): ReactNode {
  useStyles('fields-modal', CSS);
  const state = useFormState(initialInputs);
  const [message, setMessage] = useState('');
  const [checking, setChecking] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  // Whether the dialog is still open when the server answers.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const focusFirstError = useFocusFirstError(root, state.errors);
  const runtime = useRuntime();
  const failed = Object.keys(state.errors).length > 0 || message !== '';

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (checking) return;
    state.setErrors({});
    setMessage('');
    setChecking(true);
    const result = await checkAnswers(formsApi(runtime.client), {
      form,
      inputs: state.inputs,
      query: new URLSearchParams(location.search),
      maxLengthEnabled: maxLengthEnabled(runtime),
    });
    if (!open.current) return;
    setChecking(false);
    if (result.ok) {
      onSubmit(result.additionalFields);
      return;
    }
    state.setErrors(result.fieldErrors);
    setMessage(result.message);
    focusFirstError();
  }

  const { strings } = runtime;
  return (
    <Dialog
      title={form.name || strings.productOptionsTitleText}
      role="dialog"
      closeLabel={strings.dialogCancelText}
      className="sq-fields-modal"
      onClose={onCancel}
    >
      <form ref={root} className="sq-form" noValidate onSubmit={submit}>
        {failed && <ProblemBanner place="above" />}
        <div className="sq-form__fields">
          <FormFields form={form} state={state} />
          <FormMessage message={message} />
          <button type="submit" className="sq-form__submit" disabled={checking}>
            {submitLabel ?? strings.productAddToCartText}
          </button>
        </div>
        {failed && <ProblemBanner place="below" />}
      </form>
    </Dialog>
  );
}
