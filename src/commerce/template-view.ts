import { TEMPLATE_VIEW, VIEW_ATTRIBUTE } from '../constants/product';

/**
 * A template view's name as markup writes it (`<sq-add-to-cart view>`): 1 to 64 letters, digits,
 * `_` or `-`. Here rather than with the views' names in src/constants, which the core's file
 * carries on every page.
 */
export const VIEW_NAME_PATTERN = /^[\w-]{1,64}$/;

/**
 * The template view an element or store markup is shown in: the `data-sq-view` of its nearest
 * container naming one (a template marks its product lists `product-list`), else a product page.
 * The merchant's `scarcityTemplateViews` are matched against it [F-23].
 */
export function viewAround(element: Element): string {
  const named = element.closest(`[${VIEW_ATTRIBUTE}]`)?.getAttribute(VIEW_ATTRIBUTE);
  return named || TEMPLATE_VIEW.productPage;
}
