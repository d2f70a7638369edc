import { listenUntil, type Undo } from '../shared/define/undo';

/** The end of a scroll, which only the gallery's carousels wait for. */

/** How long a scroll must have been still to count as ended where the engine has no scrollend. */
export const SCROLL_SETTLE_MS = 150;

/**
 * Calls `listener` each time a scroll of `target` ends, until undone: on `scrollend` where the
 * engine fires it, else (Safari before 26.2, Firefox before 109, Chrome before 114) once no
 * `scroll` has come for SCROLL_SETTLE_MS and the position then holds over one more frame. The
 * frame is what tells a scroll that ended from a smooth scroll whose frames come slowly (a busy
 * phone): that one moves in the frame, its `scroll` event starts the wait again, and it goes on.
 */
export function onScrollEndUntil(target: HTMLElement, listener: () => void, undo: Undo): void {
  const win = target.ownerDocument.defaultView;
  // Widened so the check does not narrow `target` (the DOM types say every element has it).
  if ('onscrollend' in (target as object)) {
    listenUntil(target, 'scrollend', listener, undo);
    return;
  }
  let timer: number | undefined;
  let frame: number | undefined;
  const stop = () => {
    if (timer !== undefined) win?.clearTimeout(timer);
    if (frame !== undefined) win?.cancelAnimationFrame(frame);
    timer = frame = undefined;
  };
  const check = () => {
    timer = undefined;
    const left = target.scrollLeft;
    const top = target.scrollTop;
    frame = win?.requestAnimationFrame(() => {
      frame = undefined;
      if (target.scrollLeft === left && target.scrollTop === top) listener();
    });
  };
  const settle = () => {
    stop();
    timer = win?.setTimeout(check, SCROLL_SETTLE_MS);
  };
  listenUntil(target, 'scroll', settle, undo, { passive: true });
  undo.push(stop);
}
