import { bindAudioPlayers } from '../markup/bind-audio-player';
import { bindButtonCensus } from '../markup/bind-button-census';
import { bindCustomCarts } from '../markup/bind-custom-carts';
import { bindPopupOverlays } from '../markup/bind-popup-overlay';
import { bindQuickView } from '../markup/bind-quick-view';
import { bindRestockMarkup } from '../markup/bind-restock-markup';
import { bindTemplateMarkup } from '../markup/bind-template-markup';
import { registerAccount } from './account/register';
import { registerAddToCart } from './add-to-cart/register';
import { registerAfterpayPill } from './afterpay-pill/register';
import { registerCartPage } from './cart-page/register';
import { start } from './core';
import { registerCustomForm } from './custom-form/register';
import { registerGallery } from './gallery/register';
import { registerPillCart } from './pill-cart/register';
import { registerProductReviews } from './product-reviews/register';
import { registerRestockSignup } from './restock-signup/register';

/**
 * Starts the core and registers every element and binder at once, as the loader does chunk by
 * chunk (the unit tests' page). Idempotent: safe to run twice.
 */
export function boot(version: string): void {
  const runtime = start(version);
  registerAccount();
  registerAddToCart();
  registerAfterpayPill();
  registerCartPage();
  registerCustomForm();
  registerGallery();
  registerPillCart();
  registerProductReviews();
  registerRestockSignup();
  bindCustomCarts(document, runtime);
  bindTemplateMarkup(document, runtime);
  bindRestockMarkup(document, runtime);
  bindQuickView(document, runtime);
  bindAudioPlayers(document, runtime);
  bindButtonCensus(document, runtime);
  bindPopupOverlays(document, runtime);
}
