import { type ReactNode, useEffect, useState } from 'react';
import { type ModalBlock, modalBlocks, modalPath } from '../../src/commerce/instalment-modal';
import {
  type InstalmentBrand,
  type InstalmentContext,
  instalmentLocale,
  instalmentOffer,
} from '../../src/commerce/instalments';
import { report } from '../../src/page/page';
import { getRuntime } from '../../src/runtime/runtime';
import { Modal } from './modal';

/**
 * The instalment line for a price in minor units, in the shopper's market, with its information
 * modal; nothing outside the supported markets. Shared by the product pill and the cart page.
 */
export function InstalmentLine({
  priceMinor,
  currency,
  context,
}: {
  priceMinor: number;
  currency: string;
  context: InstalmentContext;
}): ReactNode {
  const [open, setOpen] = useState(false);
  const market = instalmentLocale(context);
  if (!market) return null;
  const offer = instalmentOffer(priceMinor, currency, context);
  const info = (
    <button
      type="button"
      className="sq-afterpay-pill__info"
      aria-haspopup="dialog"
      aria-label={`${market.brand} information`}
      onClick={() => setOpen(true)}
    >
      {market.brand}
    </button>
  );
  return (
    <>
      <p className="sq-afterpay-pill">
        {offer.kind === 'instalments' ? (
          <>
            {`or ${offer.count} interest-free payments of `}
            <strong>{offer.amount}</strong>
            {' with '}
            {info}
          </>
        ) : (
          <>
            {info} {offer.text}
          </>
        )}
      </p>
      {open && (
        <InstalmentModal
          brand={market.brand}
          locale={market.locale}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function InstalmentModal({
  brand,
  locale,
  onClose,
}: {
  brand: InstalmentBrand;
  locale: string;
  onClose: () => void;
}) {
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
