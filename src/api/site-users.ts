import { ApiError } from './api-error';
import type { ApiClient } from './client';

export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Site-member session calls of spec §7. Errors are not handled in this layer (spec §8). */
export function siteUsersApi(
  client: ApiClient,
  /** Keeps the site-user XSRF token a login returns (null after a logout). */
  storeXsrfToken: (token: string | null) => void,
) {
  return {
    async login(body: LoginRequest): Promise<{ xsrfToken: string }> {
      const result = await client.request<{ xsrfToken: string }>(
        'post',
        'api/site-users/account/session',
        {
          json: body,
        },
      );
      storeXsrfToken(result.xsrfToken);
      return result;
    },
    /** Retries once when the crumb was refused: the refusal renewed the crumb cookie (spec §4). */
    async logout(cloneCart = false): Promise<void> {
      const send = () =>
        client.request<unknown>('delete', 'api/site-users/account/session', {
          searchParams: { cloneCart: String(cloneCart) },
        });
      try {
        await send();
      } catch (error) {
        if (!(error instanceof ApiError && error.kind === 'crumb')) throw error;
        await send();
      }
      storeXsrfToken(null);
    },
  };
}

export type SiteUsersApi = ReturnType<typeof siteUsersApi>;
