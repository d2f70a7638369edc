import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { closeOnBackdrop } from './backdrop';

interface ModalProps {
  title: string;
  /** 'alertdialog' for messages that need an answer, 'dialog' for information. */
  role: 'dialog' | 'alertdialog';
  closeLabel: string;
  className: string;
  /** The id of the element whose text describes the dialog, read out when it opens. */
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, stated modal (`aria-modal`) for assistive technology: focus
 * moves in and is held there, Escape and a press on the backdrop close it as its close button
 * does, and the browser returns focus to the control that opened it [G-06].
 */
export function Modal({
  title,
  role,
  closeLabel,
  className,
  describedBy,
  onClose,
  children,
}: ModalProps): ReactNode {
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
  const closeNow = useRef(close);
  closeNow.current = close;
  useLayoutEffect(() => {
    const dialog = ref.current;
    return dialog ? closeOnBackdrop(dialog, () => closeNow.current()) : undefined;
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      role={role}
      aria-modal="true"
      aria-labelledby={`${id}title`}
      aria-describedby={describedBy}
      onClose={onClose}
    >
      <h2 id={`${id}title`} className={`${className}__title`}>
        {title}
      </h2>
      {children}
      <button type="button" className={`${className}__close`} onClick={close}>
        {closeLabel}
      </button>
    </dialog>
  );
}
