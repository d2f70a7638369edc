// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptSafeJson } from '../html/script-json';
import { createPublicApi } from './public-api';
import { createRuntime } from './runtime';

function sq(sections: Record<string, unknown>) {
  document.body.innerHTML = `<script type="application/json" id="sq-context">${scriptSafeJson(sections)}</script>`;
  return createPublicApi(createRuntime(document), 'test');
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('window.Sq analytics [U-01, U-02]', () => {
  it('recordEvent and trackClankerEvent send for a visitor, and nothing on an owner’s own visit', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    await sq({}).recordEvent('newsletter', { list: 'a' });
    await sq({}).trackClankerEvent('S', { a: 1 });
    expect(beacon.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([
      '/api/events/RecordEvent',
      '/api/v1/clanker/events',
    ]);
    beacon.mockClear();
    const owner = sq({ accountRoles: [1] });
    await owner.recordEvent('newsletter');
    await owner.trackClankerEvent('S', {}, { needStatus: true });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('trackClankerEvent with needStatus rejects with the status the server answered', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
    await expect(sq({}).trackClankerEvent('S', {}, { needStatus: true })).rejects.toThrow(
      'Error tracking event: HTTP Status 503',
    );
  });
});
