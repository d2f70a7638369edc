import { parse } from 'qs';

/**
 * Query-string parsing with the platform's limits [D-08], by `qs`: nested keys are read to a depth
 * of 5 (what is nested deeper stays one literal key), the array limit is 20 (qs 6.17 makes arrays
 * of indices 0 to 19; a higher index makes an object keyed by index), and parameters after the first 1000 are
 * dropped. A leading `?` is ignored.
 */

export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

export type ParsedQuery = ReturnType<typeof parse>;

export function parseQuery(search: string): ParsedQuery {
  return parse(search, { ...QUERY_LIMITS, ignoreQueryPrefix: true });
}
