/** The country codes that count as the United States: the states and its territories [B-21]. */
export const US_TERRITORIES = /* @__PURE__ */ Object.freeze([
  'US',
  'PR',
  'GU',
  'VI',
  'MP',
  'AS',
  'UM',
] as const);

export type UsTerritory = (typeof US_TERRITORIES)[number];
