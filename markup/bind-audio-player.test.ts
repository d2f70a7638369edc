import { describe, expect, it, vi } from 'vitest';
import { CHUNKS } from '../elements/chunks';
import { getRuntime } from '../src/runtime/runtime';
import { addedToCart } from '../tests/helpers/api-answers';
import { freshPage } from '../tests/helpers/dom';
import { contextScript } from '../tests/helpers/page-context';
import { AUDIO_PLAYER_SELECTOR, bindAudioPlayers } from './bind-audio-player';

/**
 * A template's audio preview container (the engine's audio-player markup without its inline
 * script) becomes the browser's own player, named 'Listen to a preview'; a URL a page may not play
 * leaves it inert with one console error.
 */
const ITEM = '5f1a00000000000000000004';
const PREVIEW = '/demo-pages/audio/field-guide-preview.wav';
const container = (url: string, id = ITEM) =>
  `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`;

/** A page of `body`, bound as the loader binds it once the audio-player chunk is in. */
async function bound(body: string): Promise<void> {
  await freshPage(body, () => addedToCart());
  bindAudioPlayers(document, getRuntime());
}

const players = () => Array.from(document.querySelectorAll('.squarespace-audio-player audio'));

describe('template audio previews', () => {
  it('become a named native player inside their container, loading nothing until played', async () => {
    await bound(container(PREVIEW));
    const [audio, ...more] = players();
    expect(more).toEqual([]);
    expect(audio?.getAttribute('src')).toBe(PREVIEW);
    expect(audio?.getAttribute('aria-label')).toBe('Listen to a preview');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('preload')).toBe('none');
    // Its styles keep it inside the container.
    expect(document.getElementById('sq-storefront-styles-audio-player')?.textContent).toContain(
      'max-width:100%',
    );
  });

  it("take the site's own name, and bind once however often the chunk runs", async () => {
    await bound(
      `${contextScript({ localizedStrings: { productAudioPreviewText: 'Hear a sample' } })}${container(PREVIEW)}${container('https://cdn.example/b.mp3', 'other')}`,
    );
    bindAudioPlayers(document, getRuntime());
    expect(players().map((a) => [a.getAttribute('src'), a.getAttribute('aria-label')])).toEqual([
      [PREVIEW, 'Hear a sample'],
      ['https://cdn.example/b.mp3', 'Hear a sample'],
    ]);
  });

  it('leave a URL that is not http(s) or same-origin inert, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await bound(
      `${container('javascript:alert(1)')}${container('//elsewhere.example/a.mp3', 'b')}`,
    );
    expect(players()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toBe(
      `sq-storefront: the audio preview of item "${ITEM}" is not an http(s) or same-origin URL; it is not played`,
    );
    error.mockRestore();
  });

  it('load their chunk by that markup', () => {
    const chunk = CHUNKS.find((c) => c.name === 'audio-player');
    expect(chunk?.selector).toBe(AUDIO_PLAYER_SELECTOR);
    expect(chunk?.run).toBe('bindAudioPlayers');
  });
});
