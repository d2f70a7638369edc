import type { ReactNode } from 'react';
import type { FieldErrors } from './site-form';
import { SITE_TEXT } from './site-strings';

/**
 * The settings page's form pieces: a labelled text field whose error shows under it and is
 * linked to it (aria-describedby, aria-invalid), and a form's error summary, an alert listing each
 * error as a link to its field.
 */

export const errorId = (fieldId: string) => `${fieldId}-error`;

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
  multiline?: boolean;
  autoComplete?: string;
  onChange: (value: string) => void;
}) {
  const { id, error, hint } = props;
  const hintId = hint ? `${id}-hint` : '';
  const describedBy = [hintId, error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value: props.value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="sq-site-field">
      <label htmlFor={id}>{props.label}</label>
      {hint && (
        <p id={hintId} className="sq-dash-hint">
          {hint}
        </p>
      )}
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          autoComplete={props.autoComplete ?? 'off'}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId(id)} className="sq-dash-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Lists `errors` (field id → message), in the order the fields come, as links to the fields. */
export function ErrorSummary(props: {
  id: string;
  errors: FieldErrors;
  labels: (id: string) => string;
}) {
  const entries = Object.entries(props.errors);
  if (entries.length === 0) return null;
  return (
    <div id={props.id} className="sq-site-errors" role="alert" tabIndex={-1}>
      <p>{SITE_TEXT.errorSummary(entries.length)}</p>
      <ul>
        {entries.map(([id, message]) => (
          <li key={id}>
            <a href={`#${id}`}>
              {props.labels(id)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A fieldset with its legend, for one link or language row. */
export function Row(props: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="sq-site-row">
      <legend>{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}
