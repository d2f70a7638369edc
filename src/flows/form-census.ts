import { censusApi } from '../api/census';
import { COOKIE_NAMES } from '../constants/cookies';
import type { Runtime } from '../runtime/runtime';
import { getCookie } from '../storage/cookies';

/**
 * Counts one render of a form with the census, carrying the repeat-visitor cookie as it is when
 * sent. Like every census call it never rejects: analytics failures never reach the visitor.
 */
export function countFormRender(runtime: Runtime, formId: string): Promise<void> {
  return censusApi(runtime.client, () => getCookie(COOKIE_NAMES.repeatVisitor)).formRender(formId);
}
