import { getRuntime } from '../../src/runtime/runtime';

/**
 * The textarea character limit applies unless the site turns its toggle off [M-04]. Its own file:
 * the cart page checks answers with it without loading the form fields.
 */
export function maxLengthEnabled(): boolean {
  return getRuntime().context.featureToggles.textareaMaxLength !== false;
}
