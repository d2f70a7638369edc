import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMoneyCents } from '../../src/i18n/money';
import type { CartRepository } from '../cart-repository';
import { escapeHtml, htmlPage } from './pages';

/**
 * Stand-ins for the pages the storefront hands off to (checklist D-14): they show what they
 * received, so QA and the browser tests can see the hand-off. Checkout itself is the cart issue's.
 */
export function registerHandoffPages(app: FastifyInstance, carts: CartRepository): void {
  const cartPage = (title: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const token = String((request.query as Record<string, unknown>).cartToken ?? '');
    const cart = await carts.read(token || null);
    const lines = cart.entries
      .map((e) => `<li>${escapeHtml(e.title)} × ${e.quantity}: ${escapeHtml(e.subTotal)}</li>`)
      .join('');
    const body = cart.id
      ? `<p>Cart token: <code>${escapeHtml(cart.id)}</code></p><ul>${lines}</ul><p>Subtotal: ${escapeHtml(formatMoneyCents(cart.subtotalCents, cart.currencyCode))}</p>`
      : '<p>No cart was found for this token.</p>';
    return reply.type('text/html; charset=utf-8').send(htmlPage(title, body));
  };
  app.get('/checkout', cartPage('Checkout (demo)'));
  app.get('/checkout/subscription', cartPage('Subscription checkout (demo)'));

  app.get('/commerce/gift-card', async (request, reply) => {
    const { itemId = '', sku = '' } = request.query as Record<string, string | undefined>;
    const variant = await carts.variant(itemId, sku);
    const body = variant
      ? `<p>${escapeHtml(variant.title)}: ${escapeHtml(Object.values(variant.attributes).join(', '))} (${escapeHtml(
          formatMoneyCents(variant.priceCents, variant.currency),
        )})</p><p>Item <code>${escapeHtml(itemId)}</code>, variant <code>${escapeHtml(sku)}</code></p>`
      : '<p>No gift card matches this link.</p>';
    return reply.type('text/html; charset=utf-8').send(htmlPage('Gift card purchase (demo)', body));
  });
}
