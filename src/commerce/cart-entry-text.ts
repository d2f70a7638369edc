import type { ChosenVariant } from './cart-types';

/** A cart line's variant as 'Name: Value' pairs (checklist I-06): 'Size: M, Color: Red'. */
export function variantText(variant: ChosenVariant): string {
  return Object.entries(variant.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}
