import { audioPreviewSource } from '../src/commerce/audio-preview';
import { report } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import { startOnceParsed } from './once-parsed';

/**
 * The engine's audio-player markup as a template writes it itself: the engine's formatter puts an
 * inline script before the container, which the site's Content-Security-Policy refuses.
 */
export const AUDIO_PLAYER_SELECTOR = '.squarespace-audio-player[data-audio-asset-url]';

/** Marks a container this binder has dealt with (upgraded, or left inert and reported). */
const BOUND = 'data-sq-audio';

/** The player is the bundle's own: a block, never wider than its container. */
const AUDIO_PLAYER_CSS = ':where(.sq-audio-player){display:block;max-width:100%}';

/**
 * A digital product's audio preview in template markup, `<div class="squarespace-audio-player"
 * data-audio-asset-url="…" data-item-id="…">`, upgraded into the browser's own player once the
 * page is parsed: an `<audio controls preload="none">` inside it, playing that URL, named by the
 * site's `productAudioPreviewText` ('Listen to a preview'). Only an http(s) URL or one on the
 * page's origin is played: any other leaves the container empty (inert), with one console error.
 * Each container is dealt with once; binds once per page.
 */
export function bindAudioPlayers(doc: Document, runtime: Runtime): void {
  startOnceParsed(doc, runtime, {
    key: 'audio-player',
    styles: AUDIO_PLAYER_CSS,
    start: () => upgradeAll(doc, runtime),
  });
}

function upgradeAll(doc: Document, runtime: Runtime): void {
  for (const container of doc.querySelectorAll(AUDIO_PLAYER_SELECTOR)) {
    try {
      upgrade(container, runtime);
    } catch (error) {
      report('audio preview markup', error);
    }
  }
}

function upgrade(container: Element, runtime: Runtime): void {
  if (container.hasAttribute(BOUND)) return;
  container.setAttribute(BOUND, '');
  const doc = container.ownerDocument;
  const written = container.getAttribute('data-audio-asset-url');
  const src = audioPreviewSource(written, doc.baseURI);
  if (src === null) {
    const itemId = container.getAttribute('data-item-id') ?? '';
    report(
      `the audio preview of item "${itemId}" is not an http(s) or same-origin URL; it is not played`,
    );
    return;
  }
  const audio = doc.createElement('audio');
  audio.className = 'sq-audio-player';
  audio.setAttribute('controls', '');
  audio.setAttribute('preload', 'none');
  audio.setAttribute('src', src);
  audio.setAttribute('aria-label', runtime.strings.productAudioPreviewText);
  container.replaceChildren(audio);
}
