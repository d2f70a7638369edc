import { injectStyles } from '../elements/shared/styles/styles';
import { oncePerPage, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';

/**
 * How a binder that works on the whole page's markup starts: once per page (a second run, or a
 * second copy of the script, does nothing), its part of the styles injected as `key`, and `start`
 * run once the page is parsed, unless the runtime stops first.
 */
export function startOnceParsed(
  doc: Document,
  runtime: Runtime,
  { key, styles, start }: { key: string; styles: string; start: () => void },
): void {
  oncePerPage(
    key,
    () => {
      injectStyles(doc, key, styles);
      runtime.onStop(whenParsed(doc, start));
    },
    runtime,
  );
}
