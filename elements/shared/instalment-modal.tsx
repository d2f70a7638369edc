import { type ReactNode, useEffect, useState } from 'react';
import { type ModalBlock, modalBlocks, modalPath } from '../../src/commerce/instalment-modal';
import type { InstalmentBrand } from '../../src/commerce/instalments';
import { report } from '../../src/page/page';
import { getRuntime } from '../../src/runtime/runtime';
import { Modal } from './modal';
import { dialogCss } from './styles';
import { useStyles } from './use-styles';

export interface InstalmentModalProps {
  brand: InstalmentBrand;
  locale: string;
  onClose: () => void;
}

const CSS = `${dialogCss('sq-instalment-modal')}\n.sq-instalment-modal__body{margin:0 0 1rem}`;

/**
 * The instalment provider's information, read as text from its static page for the locale, in a
 * dialog. Loaded on demand, opened by instalment-dialog.tsx through lazy-instalment-modal.ts only:
 * the instalment line renders without it, and without React.
 */
export function InstalmentModal({ brand, locale, onClose }: InstalmentModalProps): ReactNode {
  useStyles('instalment-modal', CSS);
  const [blocks, setBlocks] = useState<ModalBlock[]>([]);
  useEffect(() => {
    let live = true;
    getRuntime()
      .api.text(modalPath(locale))
      .then((html) => live && setBlocks(modalBlocks(html)))
      // A load failure is only logged; the modal keeps its title and close control.
      .catch((error: unknown) =>
        report(`could not load the ${locale} instalment information page`, error),
      );
    return () => {
      live = false;
    };
  }, [locale]);
  const [heading, ...rest] = blocks[0]?.kind === 'heading' ? blocks : [null, ...blocks];
  return (
    <Modal
      title={heading?.text ?? brand}
      role="dialog"
      closeLabel={getRuntime().strings.dialogCloseText}
      className="sq-instalment-modal"
      onClose={onClose}
    >
      <div className="sq-instalment-modal__body">
        {rest.map((block) =>
          block?.kind === 'heading' ? (
            <h3 key={`h:${block.text}`}>{block.text}</h3>
          ) : (
            <p
              key={`${block?.kind}:${block?.text}`}
              className={block?.kind === 'item' ? 'sq-instalment-modal__item' : undefined}
            >
              {block?.text}
            </p>
          ),
        )}
      </div>
    </Modal>
  );
}
