import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

interface AlertDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

/** A modal alert on the native <dialog>: focus moves in, Escape closes, focus returns on close. */
export function AlertDialog({ title, message, onClose }: AlertDialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => {
    if (ref.current?.open) ref.current.close();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="sq-alert"
      role="alertdialog"
      aria-labelledby={`${id}title`}
      aria-describedby={`${id}message`}
      onClose={onClose}
    >
      <h2 id={`${id}title`} className="sq-alert__title">
        {title}
      </h2>
      <p id={`${id}message`} className="sq-alert__message">
        {message}
      </p>
      <button type="button" className="sq-alert__close" onClick={close}>
        OK
      </button>
    </dialog>
  );
}
