import {
  Compiler as PublicEngine,
  Formatter as PublicFormatter,
  Formatters as PublicFormatters,
  Predicates as PublicPredicates,
} from '@squarespace/template-engine';
import { PAGE_FORMATTERS, type TemplateEngine } from '../../server/templates/pages';

/**
 * The public @squarespace/template-engine with its built-in formatters and predicates plus the
 * pages' own formatters (PAGE_FORMATTERS), as the server adds them to ours: the reference the
 * drop-in tests compare this repository's engine with, page by page.
 */

/** A page formatter as the public engine takes it: an instance of its Formatter class. */
class PublicPageFormatter extends PublicFormatter {
  declare readonly formatter: { apply(args: string[], vars: never): void };
  constructor(formatter: { apply(args: string[], vars: never): void }) {
    super();
    this.formatter = formatter;
  }
  apply(args: string[], vars: unknown[]): void {
    this.formatter.apply(args, vars as never);
  }
}

export function publicPageEngine(): TemplateEngine {
  return new PublicEngine({
    formatters: {
      ...PublicFormatters,
      ...Object.fromEntries(
        Object.entries(PAGE_FORMATTERS).map(([name, f]) => [name, new PublicPageFormatter(f)]),
      ),
    },
    predicates: PublicPredicates,
  }) as unknown as TemplateEngine;
}
