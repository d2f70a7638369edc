// Baseline for `npm run bench`: the same add-to-cart job as <sq-add-to-cart>, as a plain custom
// element with no framework. Like ours, it replaces the server markup with the same structure.
(() => {
  const ADDED_DELAY_MS = 1000;
  const ADDED_DURATION_MS = 2000;

  class VanillaAddToCart extends HTMLElement {
    connectedCallback() {
      const itemId = this.getAttribute('item-id');
      const sku = this.getAttribute('sku');
      const quantity = Number(this.getAttribute('quantity') ?? '1');
      if (!itemId || !sku || !Number.isInteger(quantity)) return;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'sq-add-to-cart__button';
      button.dataset.state = 'idle';
      const label = document.createElement('span');
      label.className = 'sq-add-to-cart__label';
      label.textContent = 'Add To Cart';
      button.append(label);
      const status = document.createElement('span');
      status.className = 'sq-visually-hidden';
      status.setAttribute('role', 'status');
      this.replaceChildren(button, status);
      let busy = false;
      const show = (text, state) => {
        label.textContent = text;
        button.dataset.state = state;
        if (status) status.textContent = state === 'idle' ? '' : text;
      };
      button.addEventListener('click', async () => {
        if (busy) return;
        busy = true;
        show('Adding…', 'adding');
        const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
        try {
          const response = await fetch(`/api/commerce/shopping-cart/entries?crumb=${crumb}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ itemId, sku, quantity }),
          });
          if (!response.ok) throw new Error(String(response.status));
          setTimeout(() => {
            show('Added!', 'added');
            setTimeout(() => {
              show('Add To Cart', 'idle');
              busy = false;
            }, ADDED_DURATION_MS);
          }, ADDED_DELAY_MS);
        } catch {
          setTimeout(() => {
            show('Add To Cart', 'idle');
            busy = false;
          }, ADDED_DELAY_MS);
        }
      });
      this.setAttribute('data-hydrated', '');
    }
  }

  customElements.define('sq-add-to-cart', VanillaAddToCart);
})();
