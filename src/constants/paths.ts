/** Site paths the spec names (§2, checklist B-27). */
export const PATHS = {
  search: '/search',
  cart: '/cart',
  config: '/config',
  trialUpgrade: '/settings/billing/upgrade',
  upgradePlan: '/settings/billing/subscriptions/website',
} as const;

/** True for /config and anything below it only (D-11). */
export function isConfigPath(pathname: string): boolean {
  return pathname === PATHS.config || pathname.startsWith(`${PATHS.config}/`);
}
