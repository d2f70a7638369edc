import { scriptSafeJson } from '../../src/html/script-json';
import type { Variable } from '../../src/template/index';

/**
 * The pages' own formatters, which ours and the public engine both accept: `script-json` writes the
 * value as JSON safe inside a script element (scriptSafeJson), and nothing for a missing value.
 * They import nothing of Node's, so a browser test renders a page with the very same ones.
 */
export const PAGE_FORMATTERS = {
  'script-json': {
    apply(_args: string[], vars: Variable[]): void {
      const first = vars[0];
      if (first) first.set(first.node.isMissing() ? '' : scriptSafeJson(first.node.value));
    },
  },
};
