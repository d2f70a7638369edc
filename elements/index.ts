import { report } from '../src/page/page';
import { boot } from './boot';

declare const __SQ_VERSION__: string;

// Entry of dist/sq-storefront.js: nothing may escape as an uncaught exception.
try {
  boot(typeof __SQ_VERSION__ === 'string' ? __SQ_VERSION__ : 'dev');
} catch (error) {
  report('failed to start', error);
}
