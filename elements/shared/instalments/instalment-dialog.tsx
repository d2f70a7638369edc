import type { ReactNode } from 'react';
import { purchaseErrorMessage } from '../../../src/api/error-message';
import { modalBlocks, modalPath } from '../../../src/commerce/instalment-modal';
import type { InstalmentBrand } from '../../../src/commerce/instalments';
import { report } from '../../../src/page/page';
import { Dialog } from '../dialogs/dialog';
import { dialogCss } from '../dialogs/native-dialog';
import { useFetch } from '../react/use-fetch';
import { useRuntime } from '../react/use-runtime';
import { useStyles } from '../react/use-styles';

export interface InstalmentDialogProps {
  brand: InstalmentBrand;
  locale: string;
  onClose: () => void;
}

const CSS = `${dialogCss('sq-instalment-modal')}\n:where(.sq-instalment-modal__body){margin:0 0 1rem}`;

/**
 * The instalment provider's information, read as text from its static page for the locale, in a
 * dialog. Loaded on demand, opened by open-instalment-dialog.tsx through
 * instalment-dialog-on-demand.ts only: the instalment line renders without it, and without React.
 * While the page is coming the body is busy; a page that cannot be read is logged, and the body
 * says why instead of waiting.
 */
export function InstalmentDialog({ brand, locale, onClose }: InstalmentDialogProps): ReactNode {
  useStyles('instalment-modal', CSS);
  const runtime = useRuntime();
  const page = useFetch(locale, () =>
    runtime.api
      .text(modalPath(locale))
      .then(modalBlocks)
      .catch((error: unknown) => {
        report(`could not load the ${locale} instalment information page`, error);
        throw error;
      }),
  );
  const blocks = page.status === 'success' ? page.data : [];
  const [heading, ...rest] = blocks[0]?.kind === 'heading' ? blocks : [null, ...blocks];
  return (
    <Dialog
      title={heading?.text ?? brand}
      role="dialog"
      closeLabel={runtime.strings.dialogCloseText}
      className="sq-instalment-modal"
      onClose={onClose}
    >
      <div className="sq-instalment-modal__body" aria-busy={page.status === 'pending' || undefined}>
        {page.status === 'failed' && (
          <p className="sq-instalment-modal__failed">{purchaseErrorMessage(page.error)}</p>
        )}
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
    </Dialog>
  );
}
