/**
 * One differential case: our own small template and data, rendered by both engines.
 * Options are extra execute props; `locale` (e.g. 'en-US') asks the test for a CLDR instance.
 */
export type OracleCase = [
  template: string,
  json?: unknown,
  partials?: Record<string, string>,
  options?: Record<string, unknown> & { locale?: string },
];
