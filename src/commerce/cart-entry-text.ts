import type { ChosenVariant } from '../contract/cart';

/** A cart line's variant as 'Name: Value' pairs: 'Size: M, Color: Red' [I-06]. */
export function variantText(variant: ChosenVariant): string {
  return Object.entries(variant.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}
