import * as v from 'valibot';

/**
 * The session recorder's id: `GET /api/commerce/fullstory/getId` answers `{id}`. The id
 * `automated-mock-id` (src/constants/session-recording.ts) means "do not record" [W-05].
 */

export const recordingIdResult = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});
export type RecordingIdResult = v.InferOutput<typeof recordingIdResult>;
