/** The built-in formatter and predicate tables. */
import type { FormatterTable, PredicateTable } from '../plugin';
import { CORE_FORMATTERS } from './formatters-core';
import { CORE_PREDICATES } from './predicates-core';

export const Formatters: FormatterTable = {
  ...CORE_FORMATTERS,
};

export const Predicates: PredicateTable = {
  ...CORE_PREDICATES,
};

export { CORE_FORMATTERS, CORE_PREDICATES };
