import { listenUntil, removeWhenUndone, type Undo } from '../shared/define/undo';
import type { GalleryStrings } from './strings';

export interface Autoplay {
  /** Holds the autoplay while something else has the visitor's attention (the lightbox). */
  hold(on: boolean): void;
}

/**
 * Autoplay moves to the next image every `seconds`, and only while nothing stops it:
 * - a visible Pause button stops it, and then reads Play and starts it again (WCAG 2.2.2);
 * - a pointer over the gallery, or focus inside it (but on that button), pauses it, so nothing
 *   moves under the visitor's eyes or keyboard;
 * - it never runs while the visitor prefers reduced motion (the button is then hidden, as there
 *   is nothing to pause), and follows that preference as it changes;
 * - `hold` pauses it (the lightbox is open), and unbinding stops it for good.
 * `running` hears every start and stop, so the live region can keep quiet while it runs.
 */
export function bindAutoplay(
  host: HTMLElement,
  options: {
    seconds: number;
    strings: GalleryStrings;
    advance: () => void;
    running: (on: boolean) => void;
  },
  undo: Undo,
): Autoplay {
  const doc = host.ownerDocument;
  const win = doc.defaultView;
  const { strings } = options;
  const motion = win?.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
  const state = { playing: true, hovered: false, focused: false, held: false };
  let timer: ReturnType<typeof setInterval> | null = null;

  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sq-gallery__play';

  const update = () => {
    const reduced = motion?.matches ?? false;
    button.hidden = reduced;
    // Written only when it changes: a new text node under the pointer between mouse down (where
    // WebKitGTK focuses the button, which runs this) and mouse up loses the click there.
    const label = state.playing ? strings.galleryPauseText : strings.galleryPlayText;
    if (button.textContent !== label) button.textContent = label;
    const run = state.playing && !state.hovered && !state.focused && !state.held && !reduced;
    if (run === (timer !== null)) return;
    if (run) timer = setInterval(options.advance, options.seconds * 1000);
    else if (timer !== null) {
      clearInterval(timer);
      timer = null;
    }
    options.running(run);
  };
  /** Focus inside the gallery pauses it, except on the button that plays and pauses it. */
  const focusedAt = (target: EventTarget | null) =>
    target instanceof Node && host.contains(target) && target !== button;

  listenUntil(
    button,
    'click',
    () => {
      state.playing = !state.playing;
      update();
    },
    undo,
  );
  listenUntil(
    host,
    'pointerenter',
    () => {
      state.hovered = true;
      update();
    },
    undo,
  );
  listenUntil(
    host,
    'pointerleave',
    () => {
      state.hovered = false;
      update();
    },
    undo,
  );
  listenUntil(
    host,
    'focusin',
    (event) => {
      state.focused = focusedAt(event.target);
      update();
    },
    undo,
  );
  listenUntil(
    host,
    'focusout',
    (event) => {
      state.focused = focusedAt((event as FocusEvent).relatedTarget);
      update();
    },
    undo,
  );
  if (motion) listenUntil(motion, 'change', update, undo);

  host.append(button);
  removeWhenUndone(button, undo);
  undo.push(() => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  });
  update();
  return {
    hold(on) {
      state.held = on;
      update();
    },
  };
}
