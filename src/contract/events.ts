import * as v from 'valibot';
import { id, jsonObject, text } from './common';

/** Visitor events: census hits and the clanker event sink. */

/** A form was shown; census failures are ignored by the page. */
export const formRenderBody = v.strictObject({ formId: id, visitorCookie: text(256) });
export type FormRenderHit = v.InferInput<typeof formRenderBody>;

/**
 * A quick view was opened: the product id travels in the path, and the body is empty (an empty
 * JSON object is the same).
 */
export const quickViewParams = v.object({ itemId: id });
export const quickViewBody = v.nullable(v.strictObject({}));

/** One visitor event for the clanker sink: its schema name and its content, a JSON object. */
export const clankerEventBody = v.strictObject({
  eventSchemaName: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  eventContent: v.pipe(jsonObject, v.maxEntries(64)),
});
export type ClankerEvent = v.InferInput<typeof clankerEventBody>;
