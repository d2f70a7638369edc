import type { LoginRequest, LoginResult, SessionState } from '../contract/site-users';
import { ApiError } from './api-error';
import type { ApiClient } from './client';

export type { LoginRequest } from '../contract/site-users';

/** Site-member session calls. Their errors are the caller's to report, not handled here. */
export function siteUsersApi(
  client: ApiClient,
  /** Keeps the site-user XSRF token a login returns (null after a logout). */
  storeXsrfToken: (token: string | null) => void,
) {
  return {
    async login(body: LoginRequest): Promise<LoginResult> {
      const result = await client.request<LoginResult>('post', 'api/site-users/account/session', {
        json: body,
      });
      storeXsrfToken(result.xsrfToken);
      return result;
    },
    /**
     * Asks for this browser's session XSRF token and keeps it: a tab opened after the login has
     * none in its own storage.
     */
    async refreshXsrfToken(): Promise<string | null> {
      const { xsrfToken } = await client.request<SessionState>(
        'get',
        'api/site-users/account/session',
      );
      storeXsrfToken(xsrfToken);
      return xsrfToken;
    },
    /** Retries once when the crumb was refused: the refusal renewed the crumb cookie. */
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
