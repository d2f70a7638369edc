import type { Product, Variant } from './product';
import { showsMultipleVariants } from './product-states';

/** Option name → chosen value; a missing key means "not chosen yet". */
export type OptionSelection = Record<string, string>;

/**
 * The product's option names, in the store's `variantOptionOrdering` where it names them, then in
 * first-seen order [E-13].
 */
export function optionNames(product: Product, ordering: readonly string[] = []): string[] {
  const seen: string[] = [];
  for (const variant of product.variants) {
    for (const name of Object.keys(variant.attributes)) if (!seen.includes(name)) seen.push(name);
  }
  const ordered = ordering.filter((name) => seen.includes(name));
  return [...ordered, ...seen.filter((name) => !ordered.includes(name))];
}

/** The values of one option, from `optionValues` when given, else from the attributes [E-13]. */
export function optionValues(product: Product, name: string): string[] {
  const values: string[] = [];
  const add = (value: string | undefined) => {
    if (value && !values.includes(value)) values.push(value);
  };
  for (const variant of product.variants) {
    const named = variant.optionValues.find((option) => option.optionName === name);
    add(named?.value ?? variant.attributes[name]);
  }
  return values;
}

/** The variant matching every chosen value of a complete selection, else null [E-12]. */
export function findVariant(
  product: Product,
  selection: OptionSelection,
  names = optionNames(product),
): Variant | null {
  if (names.some((name) => !selection[name])) return null;
  return (
    product.variants.find((variant) =>
      names.every((name) => variant.attributes[name] === selection[name]),
    ) ?? null
  );
}

/** The options still to choose, in display order. */
export function missingOptions(selection: OptionSelection, names: readonly string[]): string[] {
  return names.filter((name) => !selection[name]);
}

/** Option names joined for a message: "Size", "Size and Color", "Size, Color and Material" [F-09]. */
export function joinWithAnd(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The variant a shopper is buying: a product shown without options (one variant, or digital) has
 * its first; otherwise the one the chosen options pick, or null until they pick one.
 */
export function chosenVariant(
  product: Product,
  selection: OptionSelection,
  ordering: readonly string[] = [],
): Variant | null {
  if (product.variants.length <= 1 || !showsMultipleVariants(product))
    return product.variants[0] ?? null;
  return findVariant(product, selection, optionNames(product, ordering));
}
