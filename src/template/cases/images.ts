import type { OracleCase } from './case';

export const IMAGES_CASES: OracleCase[] = [];
