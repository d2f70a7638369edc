import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLDRFramework } from '@phensley/cldr';

/**
 * The template engine's locale data in Node, the one way the reference server, the `sq-template`
 * command and the tests get it: the language packs of @phensley/cldr, each read once, and one CLDR
 * instance per locale. Throws for a locale without a pack.
 */
const require = createRequire(import.meta.url);
let framework: CLDRFramework | null = null;
const byLocale = new Map<string, unknown>();

export function cldrFor(locale: string): unknown {
  let cldr = byLocale.get(locale);
  if (cldr === undefined) {
    framework ??= new CLDRFramework({
      loader: (language: string) =>
        JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
    });
    cldr = framework.get(locale);
    byLocale.set(locale, cldr);
  }
  return cldr;
}
