import {
  type ReactNode,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FORM_MESSAGES } from '../../../src/i18n/messages';

/**
 * How a form that failed says so, the same for custom forms and the additional-fields dialog: a
 * banner above the form (announced) and one below it whenever a field has an error or the form a
 * message, the general message beside the submit button, and focus on the first field with an
 * error. Each field's own error is above it and named by its `aria-describedby` (form-field.tsx),
 * whether the page or the server found it [N-07 to N-09].
 */

/** The banner above the form ('scroll down') or below it ('scroll up'); the first is announced. */
export function ProblemBanner({ place }: { place: 'above' | 'below' }): ReactNode {
  return place === 'above' ? (
    <p className="sq-form__banner" role="alert">
      {FORM_MESSAGES.problemAbove}
    </p>
  ) : (
    <p className="sq-form__banner">{FORM_MESSAGES.problemBelow}</p>
  );
}

/** The form's general message, when it has one. */
export function FormMessage({ message }: { message: string }): ReactNode {
  return message ? <p className="sq-form__message">{message}</p> : null;
}

/**
 * Focus moves to the first field with an error once per failed submit, so keyboard and
 * screen-reader users land on it (a multi-part field's first part takes it). Only a submit moves
 * it: as the visitor edits, errors clear one by one and focus stays where the visitor is typing.
 * Gives the function a submit handler calls once it has set the errors of a failed submit.
 */
export function useFocusFirstError(
  root: RefObject<HTMLElement | null>,
  errors: Record<string, string>,
): () => void {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const latest = useRef(errors);
  latest.current = errors;
  useLayoutEffect(() => {
    const first = Object.keys(latest.current)[0];
    if (!failedSubmits || !first || !root.current) return;
    root.current
      .querySelector<HTMLElement>(`[name="${CSS.escape(first)}"], [name^="${CSS.escape(first)}."]`)
      ?.focus();
  }, [failedSubmits, root]);
  return useCallback(() => setFailedSubmits((n) => n + 1), []);
}
