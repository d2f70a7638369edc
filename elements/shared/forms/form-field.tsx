import type { ReactNode, SyntheticEvent } from 'react';
import { LIKERT_VALUES } from '../../../src/constants/forms';
import { type FormField, partsOf } from '../../../src/forms/form-model';
import { isNumberField, UNREADABLE_NUMBER } from '../../../src/forms/numbers';
import type { FieldInput } from '../../../src/forms/sanitize';
import { type LocalizedStrings, likertLabel } from '../../../src/i18n/strings';

/** Visible labels of the parts of multi-part fields. */
const PART_LABELS: Record<string, string> = {
  first: 'First Name',
  last: 'Last Name',
  line1: 'Address Line 1',
  line2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip Code',
  country: 'Country',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  hour: 'Hour',
  minute: 'Minute',
  second: 'Second',
  ampm: 'AM/PM',
};
const PHONE_LABELS: Record<string, string> = {
  country: 'Country Code',
  area: 'Area Code',
  prefix: 'Prefix',
  line: 'Line Number',
};

/**
 * A control that stands in for an address's first line (the custom form's autocomplete): it is
 * given the whole address, so a choice can fill every part.
 */
export type AddressLine1Control = (props: {
  id: string;
  name: string;
  label: string;
  parts: Record<string, string>;
  onChange: (parts: Record<string, string>) => void;
}) => ReactNode;

interface FieldProps {
  field: FormField;
  /** The element id prefix of this form's controls. */
  idPrefix: string;
  value: FieldInput | undefined;
  error: string | undefined;
  maxLengthEnabled: boolean;
  strings: LocalizedStrings;
  onChange: (value: FieldInput) => void;
  addressLine1?: AddressLine1Control | undefined;
}

const Required = ({ field }: { field: FormField }) =>
  field.required ? (
    <span className="sq-form__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;

/** One form item: its error above it, its title, description and control [M-02, N-08]. */
export function FormFieldView(props: FieldProps): ReactNode {
  const { field, idPrefix, error } = props;
  if (field.type === 'hidden') return null;
  if (field.type === 'section') {
    return (
      <h3
        className={
          field.underline ? 'sq-form__section sq-form__section--underline' : 'sq-form__section'
        }
      >
        {field.title}
      </h3>
    );
  }
  const id = `${idPrefix}-${field.id}`;
  const described =
    [error ? `${id}-error` : '', field.description ? `${id}-description` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const className = `sq-form__field sq-form__field--${field.type}${field.required ? ' sq-form__field--required' : ''}`;
  return (
    <div className={className}>
      {error && (
        <p id={`${id}-error`} className="sq-form__error">
          {error}
        </p>
      )}
      <Control {...props} id={id} described={described} />
      {field.description && (
        <p id={`${id}-description`} className="sq-form__description">
          {field.description}
        </p>
      )}
    </div>
  );
}

/** Radio buttons or checkboxes, one per option, each inside its label. */
function ChoiceList<T extends string | number>({
  type,
  name,
  options,
  isChecked,
  onCheck,
  label = String,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  options: readonly T[];
  isChecked: (option: T) => boolean;
  /** A radio button reports only being checked; a checkbox both ways. */
  onCheck: (option: T, checked: boolean) => void;
  label?: (option: T) => ReactNode;
}) {
  return options.map((option) => (
    <label key={option} className="sq-form__choice">
      <input
        type={type}
        name={name}
        value={option}
        checked={isChecked(option)}
        onChange={(event) => onCheck(option, event.target.checked)}
      />{' '}
      {label(option)}
    </label>
  ));
}

function Control({
  field,
  value,
  error,
  maxLengthEnabled,
  strings,
  onChange,
  addressLine1: AddressLine1,
  id,
  described,
}: FieldProps & { id: string; described: string | undefined }) {
  const invalid = error ? true : undefined;
  const text = typeof value === 'string' ? value : '';
  const parts = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const group = (children: ReactNode) => (
    <fieldset className="sq-form__group" aria-describedby={described} aria-invalid={invalid}>
      <legend>
        {field.title}
        <Required field={field} />
      </legend>
      {children}
    </fieldset>
  );

  switch (field.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return group(
        partsOf(field).map((part) =>
          field.type === 'address' && part === 'line1' && AddressLine1 ? (
            <AddressLine1
              key={part}
              id={`${id}-${part}`}
              name={`${field.id}.${part}`}
              label={PART_LABELS[part] ?? part}
              parts={parts}
              onChange={onChange}
            />
          ) : (
            <label key={part} className="sq-form__part">
              <span>{(field.type === 'phone' ? PHONE_LABELS : PART_LABELS)[part]}</span>
              <input
                name={`${field.id}.${part}`}
                value={parts[part] ?? ''}
                inputMode={field.type === 'date' || field.type === 'phone' ? 'numeric' : undefined}
                onChange={(event) => onChange({ ...parts, [part]: event.target.value })}
              />
            </label>
          ),
        ),
      );
    case 'radio':
      return group(
        <ChoiceList
          type="radio"
          name={field.id}
          options={field.options}
          isChecked={(option) => text === option}
          onCheck={(option) => onChange(option)}
        />,
      );
    case 'checkbox': {
      const checked = Array.isArray(value) ? value : [];
      return group(
        <ChoiceList
          type="checkbox"
          name={field.id}
          options={field.options}
          isChecked={(option) => checked.includes(option)}
          onCheck={(option, on) =>
            onChange(on ? [...checked, option] : checked.filter((c) => c !== option))
          }
        />,
      );
    }
    case 'likert':
      return group(
        field.options.map((question, q) => (
          <fieldset key={question} className="sq-form__likert-question">
            <legend>{question}</legend>
            <ChoiceList
              type="radio"
              name={`${field.id}.${q}`}
              options={LIKERT_VALUES}
              isChecked={(answer) => parts[question] === String(answer)}
              onCheck={(answer) => onChange({ ...parts, [question]: String(answer) })}
              label={(answer) => likertLabel(answer, strings)}
            />
          </fieldset>
        )),
      );
    default: {
      const label = (
        <label htmlFor={id}>
          {field.title}
          <Required field={field} />
        </label>
      );
      const common = {
        id,
        name: field.id,
        value: text,
        placeholder: field.placeholder || undefined,
        'aria-describedby': described,
        'aria-invalid': invalid,
        'aria-required': field.required || undefined,
      };
      if (field.type === 'select') {
        return (
          <>
            {label}
            <select {...common} onChange={(event) => onChange(event.target.value)}>
              <option value="">{field.placeholder || strings.formSelectOptionText}</option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </>
        );
      }
      if (field.type === 'textarea') {
        const max = maxLengthEnabled ? field.maxLength : null;
        return (
          <>
            {label}
            <textarea
              {...common}
              maxLength={max ?? undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            {max !== null && (
              <span
                className={
                  text.length > max
                    ? 'sq-form__counter sq-form__counter--error'
                    : 'sq-form__counter'
                }
              >
                {`${text.length} / ${max}`}
              </span>
            )}
          </>
        );
      }
      if (isNumberField(field.type)) {
        // Text the browser cannot read as a number leaves the control's value empty: the field
        // keeps a mark of it instead, shown as that same empty value. Every input event is read,
        // as React reports no change between two empty values [N-12].
        const read = (event: SyntheticEvent<HTMLInputElement>) => {
          const input = event.currentTarget;
          onChange(input.validity.badInput ? UNREADABLE_NUMBER : input.value);
        };
        return (
          <>
            {label}
            {field.type === 'currency' && (
              <span className="sq-form__adornment" aria-hidden="true">
                {field.currencySymbol}
              </span>
            )}
            <input
              {...common}
              value={text === UNREADABLE_NUMBER ? '' : text}
              type="number"
              step={field.type === 'currency' ? '0.01' : undefined}
              onChange={read}
              onInput={read}
            />
          </>
        );
      }
      return (
        <>
          {label}
          <input
            {...common}
            type={field.type === 'email' ? 'email' : 'text'}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      );
    }
  }
}
