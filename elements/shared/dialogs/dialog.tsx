import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { openModal } from './native-dialog';

interface DialogProps {
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
 * A React dialog on the native <dialog>, rendered as native-dialog.ts builds one (stated modal,
 * named by its `{className}__title`, its `{className}__close` button last) and opened by it: focus
 * moves in and is held there, Escape and a press on the backdrop close it as its close button
 * does, and the browser returns focus to the control that opened it [G-06].
 */
export function Dialog({
  title,
  role,
  closeLabel,
  className,
  describedBy,
  onClose,
  children,
}: DialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Opened as every dialog of the bundle is; closing it (Escape, the backdrop) is its `onClose`.
  useLayoutEffect(() => (ref.current ? openModal(ref.current) : undefined), []);
  const close = () => {
    if (ref.current?.open) ref.current.close();
    onClose();
  };
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
