import type { FastifyInstance } from 'fastify';
import { isId } from '../../src/contract/ids';
import type { RecordingIdResult } from '../../src/contract/session-recording';
import { anyQuery } from '../http/schemas';

/** With test hooks on, this cookie's value (an id) is the answer for the browser that sends it. */
export const TEST_RECORDING_ID_COOKIE = 'sq-test-recording-id';

/**
 * The session recorder's id: `GET /api/commerce/fullstory/getId` answers `{id}`, the id the
 * server was started with (SESSION_RECORDING_ID; `automated-mock-id` by default, which the bundle
 * takes as "do not record" [W-05]). With test hooks on (SQ_FAULTS=1), a browser's
 * `sq-test-recording-id` cookie holding an id answers for that browser alone, so browser tests
 * running at once do not change each other's answer. Never cached: the id may change.
 */
export function registerFullstoryRoutes(
  app: FastifyInstance,
  options: { recordingId: string; testHooks: boolean },
): void {
  app.get(
    '/api/commerce/fullstory/getId',
    { schema: { querystring: anyQuery } },
    async (request, reply): Promise<RecordingIdResult> => {
      reply.header('cache-control', 'no-store');
      const testId = options.testHooks ? request.cookies[TEST_RECORDING_ID_COOKIE] : undefined;
      return { id: testId !== undefined && isId(testId) ? testId : options.recordingId };
    },
  );
}
