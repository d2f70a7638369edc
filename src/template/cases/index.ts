import type { OracleCase } from './case';
import { COLLECTION_PREDICATE_CASES } from './collection-predicates';
import { COMMERCE_CASES } from './commerce';
import { COMMERCE_MARKUP_CASES } from './commerce-markup';
import { I18N_CASES } from './i18n';
import { IMAGES_CASES } from './images';
import { LANGUAGE_CASES } from './language';
import { SOCIAL_CASES } from './social';

export type { OracleCase } from './case';

export const ALL_CASES: OracleCase[] = [
  ...LANGUAGE_CASES,
  ...COMMERCE_CASES,
  ...COMMERCE_MARKUP_CASES,
  ...I18N_CASES,
  ...IMAGES_CASES,
  ...SOCIAL_CASES,
  ...COLLECTION_PREDICATE_CASES,
];
