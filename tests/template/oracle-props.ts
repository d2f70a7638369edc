/**
 * The execute props a differential case (`cases/`) renders with, in both engines: its data,
 * partials and options, a CLDR instance for its `locale`, expressions and includes on, and a
 * fixed `now`.
 */
import { cldrFor } from '../../src/i18n/cldr';
import type { OracleCase } from './cases';

export function oracleProps(c: OracleCase): Record<string, unknown> {
  const [template, json = null, partials = {}, { locale, ...options } = {}] = c;
  return {
    cldr: locale ? cldrFor(locale) : undefined,
    code: template,
    json,
    partials,
    enableExpr: true,
    enableInclude: true,
    now: 1_700_000_000_000,
    ...options,
  };
}
