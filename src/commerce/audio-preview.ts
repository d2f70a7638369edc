/**
 * The source of a product's audio preview (`structuredContent.audioAssetUrl`): an absolute http or
 * https URL, or a relative URL that stays on the page's origin (resolved against `base`, the
 * page's URL). Anything else (another scheme such as `javascript:` or `data:`, a scheme-relative
 * `//host/…`, text that is no URL) gives null: no player is made. The URL is kept as written.
 */
export function audioPreviewSource(raw: string | null | undefined, base: string): string | null {
  const written = (raw ?? '').trim();
  if (!written) return null;
  let url: URL;
  let page: URL;
  try {
    url = new URL(written, base);
    page = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(written);
  return absolute || url.origin === page.origin ? written : null;
}
