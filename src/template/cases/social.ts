import type { OracleCase } from './case';

export const SOCIAL_CASES: OracleCase[] = [];
