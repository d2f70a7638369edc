/**
 * Commerce predicates on the current item: variants, sale, sold-out, varied prices, and
 * `subscribable?` (ours alone: the public engine registers no such predicate) [TF-11].
 */

import { type PredicateTable, predicate } from '../core/plugin';
import {
  hasVariants,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  isSubscribable,
} from '../formatters/commerce-price';

export const COMMERCE_PREDICATES: PredicateTable = {
  'has-variants?': predicate((_args, ctx) => hasVariants(ctx.current())),
  'on-sale?': predicate((_args, ctx) => isOnSale(ctx.current())),
  'sold-out?': predicate((_args, ctx) => isSoldOut(ctx.current())),
  'subscribable?': predicate((_args, ctx) => isSubscribable(ctx.current())),
  'varied-prices?': predicate((_args, ctx) => hasVariedPrices(ctx.current())),
};
