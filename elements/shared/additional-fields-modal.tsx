import type { FormEvent, ReactNode } from 'react';
import type { FormDefinition } from '../../src/forms/form-model';
import { type FormInputs, sanitizeForm } from '../../src/forms/sanitize';
import { validateForm } from '../../src/forms/validate';
import { FORM_MESSAGES } from '../../src/i18n/messages';
import { getRuntime } from '../../src/runtime/runtime';
import { FormFields, useFormState } from './form-fields';
import { maxLengthEnabled } from './max-length';
import { Modal } from './modal';
import { dialogCss } from './styles';
import { useStyles } from './use-styles';

export interface AdditionalFieldsModalProps {
  form: FormDefinition;
  /** Receives the answers as JSON text of field id → sanitized value [G-05]. */
  onSubmit: (additionalFields: string) => void;
  onCancel: () => void;
  /** The answers to start from: the cart page edits an entry's stored answers [G-07]. */
  initialInputs?: FormInputs;
  /** Defaults to the store's add-to-cart text. */
  submitLabel?: string;
}

const CSS = dialogCss('sq-fields-modal');

/**
 * The product's form in a lightbox: submitting closes it and adds; closing adds nothing. Loaded
 * on demand, through lazy-fields-modal.ts only.
 */
export function AdditionalFieldsModal({
  form,
  onSubmit,
  onCancel,
  initialInputs,
  submitLabel,
}: AdditionalFieldsModalProps): ReactNode {
  useStyles('fields-modal', CSS);
  const state = useFormState(initialInputs);
  const failed = Object.keys(state.errors).length > 0;

  function submit(event: FormEvent): void {
    event.preventDefault();
    const errors = validateForm(form, state.inputs, { maxLengthEnabled: maxLengthEnabled() });
    state.setErrors(errors);
    if (Object.keys(errors).length) return;
    try {
      onSubmit(
        JSON.stringify(sanitizeForm(form, state.inputs, new URLSearchParams(location.search))),
      );
    } catch {
      state.setErrors({ '': FORM_MESSAGES.cannotParse });
    }
  }

  const { strings } = getRuntime();
  return (
    <Modal
      title={form.name || strings.productOptionsTitleText}
      role="dialog"
      closeLabel={strings.dialogCancelText}
      className="sq-fields-modal"
      onClose={onCancel}
    >
      <form className="sq-form" noValidate onSubmit={submit}>
        <div className="sq-form__fields">
          <FormFields form={form} state={state} />
          {failed && (
            <p className="sq-form__message">{state.errors[''] ?? FORM_MESSAGES.invalidFields}</p>
          )}
          <button type="submit" className="sq-form__submit">
            {submitLabel ?? strings.productAddToCartText}
          </button>
        </div>
      </form>
    </Modal>
  );
}
