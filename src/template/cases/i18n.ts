import type { OracleCase } from './case';

export const I18N_CASES: OracleCase[] = [];
