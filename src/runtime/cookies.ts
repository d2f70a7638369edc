import { COOKIE_NAMES } from '../constants/cookies';

/** Cookie helpers that never throw: a sandboxed or server context simply has no cookies. */
function cookieString(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

export function getCookie(name: string): string | null {
  for (const part of cookieString().split('; ')) {
    const separator = part.indexOf('=');
    // An empty value is what a removed cookie leaves behind in some engines: treat it as absent.
    if (separator > 0 && part.slice(0, separator) === name && separator < part.length - 1) {
      try {
        return decodeURIComponent(part.slice(separator + 1));
      } catch {
        return part.slice(separator + 1);
      }
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  try {
    document.cookie = parts.join('; ');
  } catch {
    // Sandboxed documents throw on cookie access; there is nothing to keep then.
  }
}

export function removeCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAgeSeconds: 0, path });
}

/** False when the browser blocks cookies (spec §8 "Cookies disabled"). */
export function cookiesEnabled(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
  const probe = 'sq_cookie_probe';
  setCookie(probe, '1');
  const readable = getCookie(probe) === '1';
  removeCookie(probe);
  return readable;
}

export interface SiteUserInfo {
  authenticated: boolean;
  siteUserId: string | null;
}

/** The site-member cookie (D-04); anything missing or malformed means signed out. */
export function readSiteUserInfo(): SiteUserInfo {
  const raw = getCookie(COOKIE_NAMES.siteUserInfo);
  if (!raw) return { authenticated: false, siteUserId: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const { authenticated, siteUserId } = parsed as Record<string, unknown>;
      return {
        authenticated: authenticated === true,
        siteUserId: typeof siteUserId === 'string' ? siteUserId : null,
      };
    }
  } catch {
    // Malformed: treated as signed out.
  }
  return { authenticated: false, siteUserId: null };
}
