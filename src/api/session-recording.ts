import type { RecordingIdResult } from '../contract/session-recording';
import type { ApiClient } from './client';

/** The session recorder's id call; an answer without a text id is an error. */
export const RECORDING_ID_PATH = 'api/commerce/fullstory/getId';

export function sessionRecordingApi(client: ApiClient) {
  return {
    async getId(): Promise<string> {
      const result = await client.request<Partial<RecordingIdResult> | null>(
        'get',
        RECORDING_ID_PATH,
      );
      if (typeof result?.id !== 'string' || !result.id) {
        throw new TypeError('the recording id answer has no id');
      }
      return result.id;
    },
  };
}
