/**
 * The content codes of collections, items and blocks, for every layer above the engine: the
 * tables are the engine's own (`src/template/core/content-types.ts`), so the storefront and the
 * templates never disagree; and the rule for a block type code.
 */
import { BLOCK_TYPE, COLLECTION_TYPE, RECORD_TYPE } from '../template/core/content-types';

export { BLOCK_TYPE, COLLECTION_TYPE, RECORD_TYPE };

export type CollectionType = (typeof COLLECTION_TYPE)[keyof typeof COLLECTION_TYPE];
export type RecordType = (typeof RECORD_TYPE)[keyof typeof RECORD_TYPE];

/** Block types are numbered from 1 to 71 [B-11]. */
export const BLOCK_TYPE_RANGE = /* @__PURE__ */ Object.freeze({ MIN: 1, MAX: 71 } as const);

/**
 * Whether a value is a block type code: any whole number from 1 to 71, named in `BLOCK_TYPE` or
 * not, since most names are not published [B-11].
 */
export const isValidBlockType = (code: unknown): code is number =>
  typeof code === 'number' &&
  Number.isInteger(code) &&
  code >= BLOCK_TYPE_RANGE.MIN &&
  code <= BLOCK_TYPE_RANGE.MAX;
