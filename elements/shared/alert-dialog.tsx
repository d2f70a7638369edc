import { type ReactNode, useId } from 'react';
import { getRuntime } from '../../src/runtime/runtime';
import { Modal } from './modal';

interface AlertDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

/** An alert: a title, one message, and OK. */
export function AlertDialog({ title, message, onClose }: AlertDialogProps): ReactNode {
  const id = useId();
  return (
    <Modal
      title={title}
      role="alertdialog"
      closeLabel={getRuntime().strings.dialogOkText}
      className="sq-alert"
      describedBy={id}
      onClose={onClose}
    >
      <p id={id} className="sq-alert__message">
        {message}
      </p>
    </Modal>
  );
}
