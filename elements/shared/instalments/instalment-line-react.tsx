import { type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  type InstalmentContext,
  instalmentLocale,
  instalmentOffer,
} from '../../../src/commerce/instalments';
import { useRuntime } from '../react/use-runtime';
import { renderInstalmentLine } from './instalment-line';

/**
 * The instalment line in a React tree (the cart page), for a price in minor units: React renders
 * the empty `<p>` where the market has an offer, nothing elsewhere, and instalment-line.ts writes
 * its children, before paint, at every change of the price or the offer. React never touches
 * children it did not render. Amounts are written by the page's money formatter.
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
  const ref = useRef<HTMLParagraphElement>(null);
  const runtime = useRuntime();
  const { money } = runtime;
  const market = instalmentLocale(context);
  const { brand, locale } = market ?? {};
  const { afterPayMin, afterPayMax } = context;
  useLayoutEffect(() => {
    if (!ref.current || !brand || !locale) return;
    const offer = instalmentOffer(priceMinor, currency, { afterPayMin, afterPayMax }, money);
    renderInstalmentLine(ref.current, { brand, locale }, offer, runtime);
  }, [brand, locale, priceMinor, currency, afterPayMin, afterPayMax, money, runtime]);
  return market && <p ref={ref} className="sq-afterpay-pill" />;
}
