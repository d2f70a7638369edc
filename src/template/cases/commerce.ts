import type { OracleCase } from './case';

export const COMMERCE_CASES: OracleCase[] = [];
