import type { RestockSignup } from '../contract/restock';
import type { ApiClient } from './client';

export type { RestockSignup } from '../contract/restock';

/** The visitor's signup path is not fixed by the platform, so it is one constant to repoint. */
export const RESTOCK_SIGNUP_PATH = 'api/commerce/restock-notifications';

export function restockApi(client: ApiClient) {
  return {
    signUp: (body: RestockSignup) =>
      client.request<unknown>('post', RESTOCK_SIGNUP_PATH, { json: body }),
  };
}

export type RestockApi = ReturnType<typeof restockApi>;
