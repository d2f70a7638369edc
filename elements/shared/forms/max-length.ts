import type { Runtime } from '../../../src/runtime/runtime';

/**
 * The textarea character limit applies unless the site turns its toggle off [M-04]. Its own file:
 * the cart page checks answers with it without loading the form fields.
 */
export function maxLengthEnabled(runtime: Pick<Runtime, 'context'>): boolean {
  return runtime.context.featureToggles.textareaMaxLength !== false;
}
