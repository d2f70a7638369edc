import { type ReactNode, useState } from 'react';
import type { FormDefinition } from '../../../src/forms/form-model';
import type { FieldInput, FormInputs } from '../../../src/forms/sanitize';
import { useRuntime } from '../react/use-runtime';
import { type AddressLine1Control, FormFieldView } from './form-field';
import { maxLengthEnabled } from './max-length';

/** What a form's fields hold and what is wrong with them; an edited field's error goes [N-11]. */
export function useFormState(initial: FormInputs = {}) {
  const [inputs, setInputs] = useState<FormInputs>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    inputs,
    errors,
    setErrors,
    change(id: string, value: FieldInput) {
      setInputs((current) => ({ ...current, [id]: value }));
      setErrors(({ [id]: _, ...rest }) => rest);
    },
  };
}

/** Custom forms read the limit's toggle here too. */
export { maxLengthEnabled };

/** Every item of a form, for custom forms and the additional-fields lightbox alike. */
export function FormFields({
  form,
  state,
  addressLine1,
}: {
  form: FormDefinition;
  state: ReturnType<typeof useFormState>;
  /** The control of an address's first line, when not the plain text box. */
  addressLine1?: AddressLine1Control | undefined;
}): ReactNode {
  const runtime = useRuntime();
  return form.fields.map((field) => (
    <FormFieldView
      key={field.id}
      field={field}
      idPrefix={`sq-form-${form.id}`}
      value={state.inputs[field.id]}
      error={state.errors[field.id]}
      maxLengthEnabled={maxLengthEnabled(runtime)}
      strings={runtime.strings}
      onChange={(value) => state.change(field.id, value)}
      addressLine1={addressLine1}
    />
  ));
}
