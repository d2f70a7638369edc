import type { ApiClient } from './client';

/** Spec §3: the back-in-stock signup; `captchaToken` only when a captcha is shown. */
export interface RestockSignup {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  captchaToken?: string;
}

/** The spec leaves the visitor path open (checklist Q-12): one constant, so it can be repointed. */
export const RESTOCK_SIGNUP_PATH = 'api/commerce/restock-notifications';

export function restockApi(client: ApiClient) {
  return {
    signUp: (body: RestockSignup) =>
      client.request<unknown>('post', RESTOCK_SIGNUP_PATH, { json: body }),
  };
}

export type RestockApi = ReturnType<typeof restockApi>;
