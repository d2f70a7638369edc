import type { ApiClient } from './client';

/** Merchant-side restock calls of spec §7 (checklist ). */
export interface SignUpGroup {
  productId: string;
  variantId: string;
  productTitle: string;
  signUpCount: number;
}

export interface SignUp {
  email: string;
  isJoinMailingList: boolean;
  created: number;
}

export type GroupsPage = {
  signUpGroups: SignUpGroup[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
};
export type SignUpsPage = {
  signUps: SignUp[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
};
export interface SendRequest {
  productId: string;
  variantId: string;
}

const BASE = 'api/site-users/account/notifications/restock';

export function merchantRestockApi(client: ApiClient) {
  const cursor = (value?: string | null) => (value ? { cursor: value } : undefined);
  return {
    groups: (pageCursor?: string | null) =>
      client.request<GroupsPage>('get', `${BASE}/groups`, { searchParams: cursor(pageCursor) }),
    signUps: (variant: SendRequest, pageCursor?: string | null) =>
      client.request<SignUpsPage>('get', BASE, {
        searchParams: { ...variant, ...cursor(pageCursor) },
      }),
    send: (variant: SendRequest) =>
      client.request<{ sent: number }>('post', `${BASE}/send`, { json: variant }),
    sendAll: (sendRequests: SendRequest[]) =>
      client.request<{ sent: number }>('post', `${BASE}/send/all`, { json: { sendRequests } }),
  };
}
