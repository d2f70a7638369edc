import type { OracleCase } from './case';

export const COMMERCE_MARKUP_CASES: OracleCase[] = [];
