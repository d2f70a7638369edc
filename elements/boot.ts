import { bindCustomCarts } from '../markup/bind-custom-carts';
import { bindTemplateMarkup } from '../markup/bind-template-markup';
import { createPublicApi, type SqPublicApi } from '../src/runtime/public-api';
import { getRuntime } from '../src/runtime/runtime';
import { registerAddToCart } from './add-to-cart/register';
import { registerAfterpayPill } from './afterpay-pill/register';
import { registerCartPage } from './cart-page/register';
import { registerCustomForm } from './custom-form/register';
import { registerPillCart } from './pill-cart/register';
import { registerProductReviews } from './product-reviews/register';
import { registerRestockSignup } from './restock-signup/register';
import { injectStyles } from './shared/styles';

declare global {
  interface Window {
    Sq?: SqPublicApi;
  }
}

/** Registers every element and starts the shared runtime. Idempotent: safe to run twice. */
export function boot(version: string): void {
  injectStyles(document);
  registerAddToCart();
  registerAfterpayPill();
  registerCartPage();
  registerCustomForm();
  registerPillCart();
  registerProductReviews();
  registerRestockSignup();
  const runtime = getRuntime();
  window.Sq ??= createPublicApi(runtime, version);
  runtime.start();
  bindCustomCarts(document, runtime);
  bindTemplateMarkup(document, runtime);
}
