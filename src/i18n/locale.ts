/**
 * A site locale as Intl names it: `de_DE`, `de-de` and `de-DE` are all `de-DE` (the platform
 * writes either separator, in any case); null for anything that is not a locale tag.
 */
export function canonicalLocale(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().replace(/_/g, '-');
  if (!tag) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}
