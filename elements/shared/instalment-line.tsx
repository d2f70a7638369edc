import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { type ModalBlock, modalBlocks, modalPath } from '../../src/commerce/instalment-modal';
import {
  type InstalmentBrand,
  type InstalmentContext,
  instalmentLocale,
  instalmentOffer,
} from '../../src/commerce/instalments';
import { interpolate } from '../../src/i18n/interpolate';
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
  const { strings } = getRuntime();
  const offer = instalmentOffer(priceMinor, currency, context);
  const info = (
    <button
      type="button"
      className="sq-afterpay-pill__info"
      aria-haspopup="dialog"
      aria-label={interpolate(strings.instalmentInfoLabel, { brand: market.brand })}
      onClick={() => setOpen(true)}
    >
      {market.brand}
    </button>
  );
  return (
    <>
      <p className="sq-afterpay-pill">
        {offer.kind === 'instalments' ? (
          withParts(interpolate(strings.instalmentOfferText, { count: offer.count }), {
            amount: <strong>{offer.amount}</strong>,
            brand: info,
          })
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

/** `template` with each `{name}` of `parts` replaced by its node; other text stays as written. */
function withParts(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = piece.slice(1, -1);
    const node = piece.startsWith('{') && Object.hasOwn(parts, name) ? parts[name] : piece;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed template, in order
    return <Fragment key={index}>{node}</Fragment>;
  });
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
