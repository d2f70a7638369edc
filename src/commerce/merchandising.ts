/** The merchandising context per product id (spec §3, checklist D-16), with defaults for gaps. */
export interface Merchandising {
  scarcityEnabled: boolean;
  scarcityText: string;
  scarcityShownByDefault: boolean;
  customSoldOutText: string;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
}

const DEFAULTS: Merchandising = {
  scarcityEnabled: false,
  scarcityText: 'Only {quantity} left in stock',
  scarcityShownByDefault: false,
  customSoldOutText: '',
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
};

/** A product missing from the map, or a malformed entry, gets the defaults. */
export function decodeMerchandising(raw: unknown): Merchandising {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const result = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as (keyof Merchandising)[]) {
    const value = source[key];
    if (typeof value === typeof DEFAULTS[key] && (typeof value !== 'string' || value !== '')) {
      (result as Record<string, unknown>)[key] = value;
    }
  }
  return result;
}
