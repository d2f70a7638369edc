/**
 * Test-only: CLDR instances for differential cases that name a locale, loaded from the
 * language packs of @phensley/cldr, one framework for both engines.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLDRFramework } from '@phensley/cldr';

const require = createRequire(import.meta.url);
const framework = new CLDRFramework({
  loader: (language: string) =>
    JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
});
const cache = new Map<string, unknown>();

export function cldrFor(locale: string): unknown {
  let cldr = cache.get(locale);
  if (!cldr) {
    cldr = framework.get(locale);
    cache.set(locale, cldr);
  }
  return cldr;
}
