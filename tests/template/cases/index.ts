import type { OracleCase } from './case';
import { COLLECTION_PREDICATE_CASES } from './collection-predicates';
import { COMMERCE_CASES } from './commerce';
import { COMMERCE_MARKUP_CASES } from './commerce-markup';
import { DISQUS_CASES } from './disqus';
import { ERROR_CASES } from './errors';
import { I18N_CASES } from './i18n';
import { IMAGE_ALT_CASES } from './image-alt';
import { IMAGES_CASES } from './images';
import { LANGUAGE_CASES } from './language';
import { PAGE_CASES } from './pages';
import { PLUGIN_ARGUMENT_CASES } from './plugin-arguments';
import { SOCIAL_CASES } from './social';
import { SUBSCRIPTION_FROM_CASES } from './subscription-from';
import { TAG_SCOPE_CASES } from './tag-scope';
import { TAG_SYNTAX_CASES } from './tag-syntax';
import { WEBSITE_COLOR_CASES } from './website-color';

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
  errors: ERROR_CASES,
  'plugin-arguments': PLUGIN_ARGUMENT_CASES,
  'tag-syntax': TAG_SYNTAX_CASES,
  // generated, one family each for what the public engine's spec cases found
  'image-alt': IMAGE_ALT_CASES,
  'website-color': WEBSITE_COLOR_CASES,
  'tag-scope': TAG_SCOPE_CASES,
  disqus: DISQUS_CASES,
  'subscription-from': SUBSCRIPTION_FROM_CASES,
};

export const ALL_CASES: OracleCase[] = Object.values(CASE_FAMILIES).flat();
