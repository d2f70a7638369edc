import * as v from 'valibot';
import { SRCSET_WIDTHS } from '../content/images';

/**
 * The query of a content image (`GET /content/images/{filename}`): `format` is one of the seven
 * widths (`100w` … `2500w`) or `original` (the widest); without it, the widest. Any other format
 * is refused [Z-01].
 */
export const CONTENT_IMAGE_FORMATS = [...SRCSET_WIDTHS.map((width) => `${width}w`), 'original'];

export const contentImageQuery = v.object({
  format: v.optional(v.picklist(CONTENT_IMAGE_FORMATS, 'is not one of the image widths')),
});
export type ContentImageQuery = v.InferOutput<typeof contentImageQuery>;
