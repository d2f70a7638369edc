/**
 * Scrolls the window until an element sits in the middle of the view (its top, when it is taller
 * than the view): a tween of 300 ms by default, one step each animation frame, eased in and out;
 * one jump when the visitor asks for reduced motion. A wheel or a touch of the visitor's stops the
 * tween where it is, so it never fights them [D-10, O-10].
 */
import { SCROLL_TWEEN_MS } from '../constants/timing';

/** What the tween uses of the window. */
export type ScrollWindow = Pick<
  Window,
  | 'scrollY'
  | 'innerHeight'
  | 'scrollTo'
  | 'requestAnimationFrame'
  | 'cancelAnimationFrame'
  | 'matchMedia'
  | 'addEventListener'
  | 'removeEventListener'
>;

const VISITOR_SCROLLS = ['wheel', 'touchstart'] as const;

const easeInOut = (t: number) => (t < 0.5 ? 4 * t ** 3 : 1 - (2 - 2 * t) ** 3 / 2);

/** Where the window's top must be for `element` to sit in the middle, within the page's height. */
function targetTop(element: Element, win: ScrollWindow): number {
  const box = element.getBoundingClientRect();
  const margin = box.height < win.innerHeight ? (win.innerHeight - box.height) / 2 : 0;
  const bottom = Math.max(0, element.ownerDocument.documentElement.scrollHeight - win.innerHeight);
  return Math.min(bottom, Math.max(0, win.scrollY + box.top - margin));
}

/** Scrolls to `element`; gives a function that stops the tween. */
export function scrollToElement(
  element: Element,
  options: { win?: ScrollWindow; durationMs?: number } = {},
): () => void {
  const win = options.win ?? element.ownerDocument.defaultView;
  if (!win) return () => {};
  const duration = options.durationMs ?? SCROLL_TWEEN_MS;
  const from = win.scrollY;
  const to = targetTop(element, win);
  // 'instant': a site's `scroll-behavior: smooth` must not smooth each step again.
  const scroll = (top: number) => win.scrollTo({ top, behavior: 'instant' });
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || duration <= 0 || from === to) {
    scroll(to);
    return () => {};
  }
  let frame = 0;
  let start: number | null = null;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLLS) win.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / duration);
    scroll(from + (to - from) * easeInOut(progress));
    if (progress < 1) frame = win.requestAnimationFrame(step);
    else stop();
  };
  for (const type of VISITOR_SCROLLS) win.addEventListener(type, stop, { passive: true });
  frame = win.requestAnimationFrame(step);
  return stop;
}
