// Baseline for `npm run bench`: the same add-to-cart job as <sq-add-to-cart>, as a plain custom
// element with no framework. It adopts the server-rendered button, so its upgrade cost is the floor.
(() => {
  const ADDED_DELAY_MS = 1000;
  const ADDED_DURATION_MS = 2000;

  class VanillaAddToCart extends HTMLElement {
    connectedCallback() {
      const itemId = this.getAttribute('item-id');
      const sku = this.getAttribute('sku');
      const quantity = Number(this.getAttribute('quantity') ?? '1');
      const button = this.querySelector('button');
      const status = this.querySelector('[role="status"]');
      if (!itemId || !sku || !button || !Number.isInteger(quantity)) return;
      let busy = false;
      const show = (text, state) => {
        button.textContent = text;
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
