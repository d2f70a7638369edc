import { type ComponentType, Fragment, type ReactNode, useState } from 'react';
import {
  type InstalmentContext,
  instalmentLocale,
  instalmentOffer,
} from '../../src/commerce/instalments';
import { interpolate } from '../../src/i18n/interpolate';
import { getRuntime } from '../../src/runtime/runtime';
import type { InstalmentModalProps } from './instalment-modal';
import { instalmentModal } from './lazy-instalment-modal';

/**
 * The instalment line for a price in minor units, in the shopper's market, with its information
 * modal; nothing outside the supported markets. Shared by the product pill and the cart page. The
 * modal is fetched only when the shopper heads for its button; a failed fetch is logged and the
 * button stays, to try again.
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
  // The information modal, once fetched and opened.
  const [Dialog, setDialog] = useState<ComponentType<InstalmentModalProps> | null>(null);
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
      onPointerEnter={() => instalmentModal.preload()}
      onFocus={() => instalmentModal.preload()}
      onClick={() =>
        instalmentModal.load().then(
          (component) => setDialog(() => component),
          // Logged by the loader; the line stays as it is and a later press tries again.
          () => {},
        )
      }
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
      {Dialog && (
        <Dialog brand={market.brand} locale={market.locale} onClose={() => setDialog(null)} />
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
