import { COOKIE_NAMES } from '../constants/cookies';

/**
 * Cookie helpers that never throw: on the server, in a sandboxed frame or with cookies blocked
 * there are simply no cookies.
 */
function cookieString(): string {
  try {
    return typeof document === 'undefined' ? '' : String(document.cookie ?? '');
  } catch {
    return '';
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The decoded value, or null when absent or empty (what a removed cookie leaves behind). */
export function getCookie(name: string): string | null {
  if (!name) return null;
  for (const part of cookieString().split(/;\s*/)) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator) === name && separator < part.length - 1) {
      return decode(part.slice(separator + 1));
    }
  }
  return null;
}

export interface CookieOptions {
  /** Omitted: a session cookie. 0 or less: removes the cookie. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Browsers drop SameSite=None cookies that are not Secure, so None always adds it. */
  secure?: boolean;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined' || !name) return;
  const sameSite = options.sameSite ?? 'Lax';
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `SameSite=${sameSite}`,
  ];
  if (options.maxAgeSeconds !== undefined) {
    const maxAge = Math.max(0, Math.floor(options.maxAgeSeconds));
    parts.push(`max-age=${maxAge}`);
    // Some engines keep an empty cookie for max-age=0; a past expiry removes it everywhere.
    if (maxAge === 0) parts.push('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.secure || sameSite === 'None') parts.push('Secure');
  try {
    document.cookie = parts.join('; ');
  } catch {
    // Sandboxed documents throw on cookie access; there is nothing to keep then.
  }
}

export function removeCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAgeSeconds: 0, path });
}

/**
 * False when the browser blocks cookies: `navigator.cookieEnabled` is false, or a probe cookie
 * cannot be read back.
 */
export function cookiesEnabled(): boolean {
  try {
    if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
  } catch {
    // A navigator that cannot be read says nothing; the probe decides.
  }
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

const SIGNED_OUT: SiteUserInfo = { authenticated: false, siteUserId: null };

/** JSON as written, or JSON that was URL-encoded once more than getCookie undoes. */
function parseJson(raw: string): unknown {
  for (const text of [raw, decode(raw)]) {
    try {
      return JSON.parse(text);
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}

/**
 * The site-member cookie `{authenticated, siteUserId}`; missing or malformed means signed out
 * [D-04].
 */
export function readSiteUserInfo(): SiteUserInfo {
  const raw = getCookie(COOKIE_NAMES.siteUserInfo);
  const parsed = raw ? parseJson(raw) : undefined;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ...SIGNED_OUT };
  const { authenticated, siteUserId } = parsed as Record<string, unknown>;
  const id =
    typeof siteUserId === 'string' && siteUserId !== ''
      ? siteUserId
      : typeof siteUserId === 'number' && Number.isFinite(siteUserId)
        ? String(siteUserId)
        : null;
  return { authenticated: authenticated === true, siteUserId: id };
}
