// The contract's types the shipped declarations name (dist/types/contract.d.ts), as plain object
// types: the contract derives them from valibot schemas, and a consumer has no valibot. Each is
// written out by the TypeScript compiler's declaration emit (tsconfig.emit.json) from the
// source's own type, so it cannot drift from it.
import type {
  AddEntryRequest as SourceAddEntryRequest,
  AddEntryResult as SourceAddEntryResult,
  CartEntry as SourceCartEntry,
  ChosenVariant as SourceChosenVariant,
  ShoppingCart as SourceShoppingCart,
} from '../../src/contract/cart';

/**
 * A value of T's own shape: a mapped type has no alias, so the emitter prints its structure in
 * full rather than naming valibot's types.
 */
declare function plain<T>(): { [K in keyof T]: T[K] };

const chosenVariant = plain<SourceChosenVariant>();
const cartEntry = plain<SourceCartEntry>();
const shoppingCart = plain<SourceShoppingCart>();
const addEntryRequest = plain<SourceAddEntryRequest>();
const addEntryResult = plain<SourceAddEntryResult>();

/** The product variant a cart entry holds: its SKU and option name → chosen value. */
export type ChosenVariant = typeof chosenVariant;
/** One line of the cart. */
export type CartEntry = typeof cartEntry;
/** The visitor's cart, as the API answers it. */
export type ShoppingCart = typeof shoppingCart;
/** What `Sq.addToCart` takes: the product, its variant's SKU, how many, and any form answers. */
export type AddEntryRequest = typeof addEntryRequest;
/** What `Sq.addToCart` resolves with: the cart after the add and the entry it added. */
export type AddEntryResult = typeof addEntryResult;
