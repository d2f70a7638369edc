import type { OracleCase } from './case';

export const COLLECTION_PREDICATE_CASES: OracleCase[] = [];
