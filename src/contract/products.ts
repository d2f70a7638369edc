import * as v from 'valibot';
import { id, jsonObject } from './common';

/**
 * Reading one product on its own (a quick view of a product the page context lacks): the product
 * item as a store page's context carries it, with its variants' live stock. The answer holds the
 * public fields listed here and nothing else; the server answers exactly these keys.
 */

export const productParams = v.object({ itemId: id });

const optionalText = v.optional(v.nullable(v.string()));

export const productAnswer = v.object({
  id,
  collectionId: v.optional(v.string()),
  recordType: v.optional(v.number()),
  title: v.string(),
  urlSlug: v.string(),
  /** The product's page. */
  fullUrl: v.string(),
  imageUrl: optionalText,
  /** The image's text alternative, empty when the image only decorates. */
  imageAlt: optionalText,
  /** The description, HTML as the shop writes it. */
  body: optionalText,
  /** Type, prices, variants with their live stock, option order, form and subscription plan. */
  structuredContent: jsonObject,
});
export type ProductAnswer = v.InferOutput<typeof productAnswer>;

/** The keys of a product answer: the product item's public fields. */
export const PRODUCT_ANSWER_KEYS = Object.keys(productAnswer.entries) as (keyof ProductAnswer)[];
