import { buttonSkin, FOCUS } from '../shared/styles/style-parts';

/**
 * The reviews' part of the styles (see elements/shared/styles/styles.ts), injected when the
 * element registers. Paint only, as for server markup: the site's theme lays the reviews out (the
 * demo theme in demo-pages/demo.css), and these rules move nothing. The tab is a secondary button
 * whose selected state is underlined in the accent colour; the anchor and the panel the anchor
 * leads to show the focus ring.
 */
export const PRODUCT_REVIEWS_CSS = [
  buttonSkin('.sq-product-reviews__tab', 'secondary'),
  ':where(.sq-product-reviews__tab[aria-selected=true]){box-shadow:inset 0 -3px 0 var(--sq-color-accent)}',
  `:where(.sq-product-reviews__anchor,.sq-product-reviews__panel):where(:focus-visible){${FOCUS}}`,
].join('\n');
