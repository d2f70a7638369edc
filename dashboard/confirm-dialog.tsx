import { useEffect, useId, useRef } from 'react';

/**
 * A question the owner answers before something that cannot be undone: a native modal <dialog>
 * (the browser keeps the focus inside it, and Escape cancels), named by its heading and described
 * by its text, opened with the focus on Cancel. Either answer closes it; the page decides where the
 * focus goes next.
 */
export function ConfirmDialog(props: {
  heading: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    cancelButton.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="sq-dash-dialog"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={`${id}-heading`}>{props.heading}</h2>
      <p id={`${id}-text`}>{props.text}</p>
      <div className="sq-dash-dialog__actions">
        <button type="button" className="sq-dash-button" onClick={props.onConfirm}>
          {props.confirm}
        </button>
        <button
          ref={cancelButton}
          type="button"
          className="sq-dash-button sq-dash-button--quiet"
          onClick={props.onCancel}
        >
          {props.cancel}
        </button>
      </div>
    </dialog>
  );
}
