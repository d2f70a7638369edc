import { createPublicApi, type SqPublicApi } from '../src/runtime/public-api';
import { getRuntime } from '../src/runtime/runtime';
import { registerAddToCart } from './add-to-cart/register';
import { registerPillCart } from './pill-cart/register';
import { injectStyles } from './shared/styles';

declare global {
  interface Window {
    Sq?: SqPublicApi;
  }
}

declare const __SQ_VERSION__: string;

/** Entry of dist/sq-storefront.js. Everything is idempotent: the script may be included twice. */
function start(): void {
  injectStyles(document);
  registerAddToCart();
  registerPillCart();
  const runtime = getRuntime();
  window.Sq ??= createPublicApi(
    runtime,
    typeof __SQ_VERSION__ === 'string' ? __SQ_VERSION__ : 'dev',
  );
  runtime.start();
}

try {
  start();
} catch (error) {
  console.error('sq-storefront: failed to start', error);
}
