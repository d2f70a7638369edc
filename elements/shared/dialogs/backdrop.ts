/**
 * A press on a modal <dialog>'s backdrop closes it. The browser aims a press on the backdrop at
 * the dialog element itself, as it does a press on the dialog's padding, so the backdrop is a
 * press aimed at the dialog whose point lies outside the dialog's box. The press must start and
 * end there: a drag that starts inside (selecting text in a field) and ends outside keeps the
 * dialog open, and so does a click with no press before it (a script's `click()`) [G-06].
 */
export function isOnBackdrop(dialog: Element, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/** Calls `close` on a press on the dialog's backdrop; returns what stops listening. */
export function closeOnBackdrop(dialog: HTMLDialogElement, close: () => void): () => void {
  let pressedBackdrop = false;
  const down = (event: PointerEvent) => {
    pressedBackdrop = isOnBackdrop(dialog, event);
  };
  const click = (event: MouseEvent) => {
    const backdrop = pressedBackdrop && isOnBackdrop(dialog, event);
    pressedBackdrop = false;
    if (backdrop) close();
  };
  dialog.addEventListener('pointerdown', down);
  dialog.addEventListener('click', click);
  return () => {
    dialog.removeEventListener('pointerdown', down);
    dialog.removeEventListener('click', click);
  };
}
