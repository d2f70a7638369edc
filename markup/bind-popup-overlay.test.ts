import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntime } from '../src/runtime/runtime';
import { jsonResponse } from '../tests/helpers/api-answers';
import { freshPage, settle } from '../tests/helpers/dom';
import { eventually } from '../tests/helpers/eventually';
import { contextScript } from '../tests/helpers/page-context';
import { bindPopupOverlays } from './bind-popup-overlay';

/**
 * A site's promotional pop-up opens after its delay unless the visitor closed it lately, is
 * counted by the census when shown, and closing it is remembered.
 */
const popup = (attributes: string) =>
  `<button id="before">Before</button><dialog class="sqs-popup-overlay" ${attributes}><h2>Sale</h2><form method="dialog"><button>Close</button></form></dialog>`;

async function page(body: string, sections: Record<string, unknown> = {}) {
  const { requests } = await freshPage(`${contextScript(sections)}${body}`, () =>
    jsonResponse(null),
  );
  bindPopupOverlays(document, getRuntime());
  const overlays = () =>
    Promise.all(
      requests
        .filter((r) => new URL(r.url).pathname === '/api/census/overlay')
        .map(async (r) => JSON.parse(await r.clone().text())),
    );
  return { overlays };
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('promotional pop-ups', () => {
  it('open after their delay, are counted once shown, and stay closed once closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { overlays } = await page(popup('data-overlay-id="sale" data-delay-seconds="2"'), {
      analytics: { collectionId: 'col-9' },
    });
    vi.advanceTimersByTime(1_900);
    expect(dialog().open).toBe(false);
    vi.advanceTimersByTime(200);
    // What opens it, the native dialog's module, comes on demand (fetched while it waited).
    await eventually(() => expect(dialog().open).toBe(true));
    vi.useRealTimers();
    await settle();
    expect(await overlays()).toEqual([
      expect.objectContaining({ overlayId: 'sale', pageId: 'col-9' }),
    ]);
    dialog().close();
    // Remembered in local storage for its dismiss days (7 by default), not in a cookie [D-07].
    const kept = JSON.parse(localStorage.getItem('sq:popup:sale:dismissed') ?? 'null');
    expect(kept).toMatchObject({ value: true });
    expect(kept.expires - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(document.cookie).not.toContain('popup');

    // The next page with the same pop-up does not open it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await page(popup('data-overlay-id="sale" data-delay-seconds="0"'));
    vi.advanceTimersByTime(10_000);
    expect(dialog().open).toBe(false);
    expect(dialog().getAttribute('data-sq-popup')).toBe('dismissed');
  });

  it('stay closed without an id, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await page('<dialog class="sqs-popup-overlay" data-overlay-id=" "><p>Sale</p></dialog>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dialog().open).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
