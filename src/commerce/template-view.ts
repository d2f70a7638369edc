import { TEMPLATE_VIEW, VIEW_ATTRIBUTE } from '../constants/product';

/**
 * The template view an element or store markup is shown in: the `data-sq-view` of its nearest
 * container naming one (a template marks its product lists `product-list`), else a product page.
 * The merchant's `scarcityTemplateViews` are matched against it [F-23].
 */
export function viewAround(element: Element): string {
  const named = element.closest(`[${VIEW_ATTRIBUTE}]`)?.getAttribute(VIEW_ATTRIBUTE);
  return named || TEMPLATE_VIEW.productPage;
}
