/// <reference types="sq-storefront" />
// A site's script in a project without React's types: the same reference gives the page API, the
// events and the elements, and the declarations' JSX part must not break its compile.
console.info(window.Sq?.getCart().entries.map((entry) => entry.title));
document.addEventListener('sq:cart:updated', (event) =>
  console.info(event.detail.cart.totalQuantity),
);
document.addEventListener('sq:ready', (event) => console.info(event.detail.Sq.version));
const button: SqAddToCartElement = document.createElement('sq-add-to-cart');
console.info(button.localName);
