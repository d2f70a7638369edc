import { act } from 'react';
import { settle } from './dom';

/**
 * Presses on and around a modal dialog as a pointer does, for DOM tests: happy-dom lays nothing
 * out, so the dialog's box is set to 100–400 × 100–300, and a press is a pointerdown then a
 * click, each aimed where a browser aims it (the dialog element itself for its backdrop and its
 * padding, the child under the pointer otherwise).
 */
export interface Press {
  target: Element;
  x: number;
  y: number;
}

/** A point on the backdrop: outside the dialog's box, aimed at the dialog. */
export const onBackdrop = (dialog: Element): Press => ({ target: dialog, x: 20, y: 20 });
/** A point on the dialog's padding: inside its box, aimed at the dialog too. */
export const onPadding = (dialog: Element): Press => ({ target: dialog, x: 105, y: 105 });

/** A press that starts at `down` and ends at `up` (a drag when they differ). */
export async function press(dialog: Element, down: Press, up: Press = down): Promise<void> {
  dialog.getBoundingClientRect = () => new DOMRect(100, 100, 300, 200);
  await act(async () => {
    const at = ({ x, y }: Press) => ({ bubbles: true, cancelable: true, clientX: x, clientY: y });
    down.target.dispatchEvent(new PointerEvent('pointerdown', at(down)));
    up.target.dispatchEvent(new MouseEvent('click', at(up)));
  });
  await settle();
}
