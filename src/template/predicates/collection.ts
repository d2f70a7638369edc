import type { PredicateTable } from '../plugin';

export const COLLECTION_PREDICATES: PredicateTable = {};
