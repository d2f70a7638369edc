import type { Runtime } from '../../../src/runtime/runtime';

/**
 * The textarea character limit applies only when the site turns its toggle on; like every feature
 * flag it is off when the page context does not say [M-04]. Its own file: the cart page checks
 * answers with it without loading the form fields.
 */
export function maxLengthEnabled(runtime: Pick<Runtime, 'context'>): boolean {
  return runtime.context.featureToggles.textareaMaxLength === true;
}
