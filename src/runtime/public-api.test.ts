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

  it('recordEvent adds the page’s tracked-event fields to the payload; the caller’s own win [T-14]', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    history.replaceState(null, '', '/blog/first-post#comments');
    await sq({
      website: { id: 'site-1', locale: 'de-DE' },
      analytics: { memberId: 'member-9', templateId: 'tpl-3' },
    }).recordEvent('newsletter', { list: 'a', variantId: 'v-2' });
    const [call] = beacon.mock.calls;
    const body = await (call as [string, Blob])[1].text();
    const data = JSON.parse(new URLSearchParams(body).get('data') ?? '');
    expect(data).toEqual({
      eventName: 'newsletter',
      payload: {
        websiteId: 'site-1',
        memberAccountId: 'member-9',
        templateId: 'tpl-3',
        variantId: 'v-2',
        website_locale: 'de-DE',
        member_locale: navigator.language,
        pageHash: 'comments',
        pagePath: '/blog/first-post',
        list: 'a',
      },
    });
  });

  it('trackClankerEvent with needStatus rejects with the status the server answered', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
    await expect(sq({}).trackClankerEvent('S', {}, { needStatus: true })).rejects.toThrow(
      'Error tracking event: HTTP Status 503',
    );
  });
});
