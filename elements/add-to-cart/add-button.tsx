import type { ReactNode } from 'react';
import { addLabel } from '../shared/add-timeline';
import { AlertDialog } from '../shared/alert-dialog';
import type { AddAlert, AddState } from './use-add-flow';

interface AddButtonProps {
  state: AddState;
  idleLabel: string;
  disabled?: boolean;
  alert: AddAlert | null;
  onClick: () => void;
  onCloseAlert: () => void;
}

/** The add button, its live status and its alert: the same markup in every mode. */
export function AddButton({
  state,
  idleLabel,
  disabled,
  alert,
  onClick,
  onCloseAlert,
}: AddButtonProps): ReactNode {
  const label = addLabel(state, idleLabel);
  return (
    <>
      <button
        type="button"
        className="sq-add-to-cart__button"
        data-state={state}
        disabled={disabled}
        aria-disabled={state === 'idle' ? undefined : 'true'}
        onClick={onClick}
      >
        {/* A new label node per state: a changed text node in a centred button would count as a shift. */}
        <span key={state} className="sq-add-to-cart__label">
          {label}
        </span>
      </button>
      <span className="sq-visually-hidden" role="status">
        {state === 'idle' ? '' : label}
      </span>
      {alert && <AlertDialog title={alert.title} message={alert.message} onClose={onCloseAlert} />}
    </>
  );
}
