/** Account roles (spec §3, checklist B-04). There is no 5. */
export const ROLE = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
} as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/**
 * Site statuses (B-05). 9 to 14 are "not shown" in the spec: they decode as UNKNOWN_STATUS(n) and
 * are never given guessed names. COMMED keeps the spec's spelling; COMPED is its alias.
 */
export const SITE_STATUS = {
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMMED: 7,
  COMPED: 7,
  PAID: 8,
  ENTERPRISE: 15,
} as const;

export type SiteStatus = (typeof SITE_STATUS)[keyof typeof SITE_STATUS];
export type SiteStatusName = keyof typeof SITE_STATUS | `UNKNOWN_STATUS(${number})`;

/** The status name for a code; unlisted codes (9 to 14, anything else) decode generically. */
export function siteStatusName(code: number): SiteStatusName {
  for (const [name, value] of Object.entries(SITE_STATUS)) {
    if (value === code && name !== 'COMPED') return name as keyof typeof SITE_STATUS;
  }
  return `UNKNOWN_STATUS(${code})`;
}

/**
 * Entitlements the spec names (B-12). Their numbers are not shown, so the bundle reads them as
 * string-keyed feature toggles from the page context, never as numeric codes.
 */
export const FEATURES = [
  'subscriptions',
  'afterpay',
  'clearpay',
  'klarna',
  'restockNotifications',
  'siteUserAccounts',
  'giftCards',
] as const;
export type Feature = (typeof FEATURES)[number];
