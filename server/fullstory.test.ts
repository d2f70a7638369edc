import { describe, expect, it } from 'vitest';
import { browser, serverPerTest } from '../tests/helpers/test-server';
import { readConfig } from './config';

const GET_ID = '/api/commerce/fullstory/getId';
const server = serverPerTest();

describe('the session recorder id [A-31]', () => {
  it('answers the mock id by default, uncached', async () => {
    const { app } = await server();
    const response = await browser(app).get(GET_ID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'automated-mock-id' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the id it was started with', async () => {
    const { app } = await server({ recordingId: 'org-123' });
    expect((await browser(app).get(GET_ID)).json()).toEqual({ id: 'org-123' });
  });

  it("with test hooks, answers a browser's test cookie for that browser alone", async () => {
    const { app } = await server({ faults: true });
    const tester = browser(app);
    tester.jar.set('sq-test-recording-id', 'test-recorder-7');
    expect((await tester.get(GET_ID)).json()).toEqual({ id: 'test-recorder-7' });
    expect((await browser(app).get(GET_ID)).json()).toEqual({ id: 'automated-mock-id' });
    tester.jar.set('sq-test-recording-id', '<script>');
    expect((await tester.get(GET_ID)).json()).toEqual({ id: 'automated-mock-id' });
  });

  it('ignores the test cookie without test hooks', async () => {
    const { app } = await server();
    const visitor = browser(app);
    visitor.jar.set('sq-test-recording-id', 'test-recorder-7');
    expect((await visitor.get(GET_ID)).json()).toEqual({ id: 'automated-mock-id' });
  });

  it('reads SESSION_RECORDING_ID, refusing one that is not an id', () => {
    const env = { MERCHANT_SESSION: 'x'.repeat(16) };
    expect(readConfig(env).server.recordingId).toBeUndefined();
    expect(readConfig({ ...env, SESSION_RECORDING_ID: 'org-1' }).server.recordingId).toBe('org-1');
    expect(() => readConfig({ ...env, SESSION_RECORDING_ID: 'a b' })).toThrow(
      /SESSION_RECORDING_ID/,
    );
  });
});
