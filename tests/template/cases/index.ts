import type { OracleCase } from './case';
import { COLLECTION_PREDICATE_CASES } from './collection-predicates';
import { COMMERCE_CASES } from './commerce';
import { COMMERCE_MARKUP_CASES } from './commerce-markup';
import { I18N_CASES } from './i18n';
import { IMAGES_CASES } from './images';
import { LANGUAGE_CASES } from './language';
import { PAGE_CASES } from './pages';
import { SOCIAL_CASES } from './social';

export type { OracleCase } from './case';

/** The differential corpus by family; the test names each family so one can be run alone. */
export const CASE_FAMILIES: Record<string, OracleCase[]> = {
  language: LANGUAGE_CASES,
  commerce: COMMERCE_CASES,
  'commerce-markup': COMMERCE_MARKUP_CASES,
  i18n: I18N_CASES,
  images: IMAGES_CASES,
  social: SOCIAL_CASES,
  'collection-predicates': COLLECTION_PREDICATE_CASES,
  pages: PAGE_CASES,
};

export const ALL_CASES: OracleCase[] = Object.values(CASE_FAMILIES).flat();
