import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onBackdrop, onPadding, press } from '../../../tests/helpers/backdrop';
import { Dialog } from './dialog';

let root: Root | null = null;

/** Shows a modal with a field in it; `onClose` records each close. */
async function show(): Promise<{ dialog: HTMLDialogElement; onClose: () => void }> {
  const onClose = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <Dialog
        title="Engraving"
        role="dialog"
        closeLabel="Cancel"
        className="sq-test-modal"
        onClose={onClose}
      >
        <label>
          Text <input name="text" />
        </label>
      </Dialog>,
    );
  });
  return { dialog: document.querySelector('dialog') as HTMLDialogElement, onClose };
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('Dialog', () => {
  it('is a modal dialog, stated for assistive technology, named by its title', async () => {
    const { dialog } = await show();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Engraving',
    );
  });

  it('closes on a press on the backdrop, as its close button does', async () => {
    const { dialog, onClose } = await show();
    await press(dialog, onBackdrop(dialog));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open for a press inside its box: on a field, or on its padding', async () => {
    const { dialog, onClose } = await show();
    const field = dialog.querySelector('input') as HTMLInputElement;
    await press(dialog, { target: field, x: 150, y: 150 });
    await press(dialog, onPadding(dialog));
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open for a drag that starts inside and ends on the backdrop, and the other way', async () => {
    const { dialog, onClose } = await show();
    const field = dialog.querySelector('input') as HTMLInputElement;
    // The click of a drag goes to what the press and the release share: the dialog.
    await press(dialog, { target: field, x: 150, y: 150 }, onBackdrop(dialog));
    await press(dialog, onBackdrop(dialog), onPadding(dialog));
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open for a click no press started (a script calling click())', async () => {
    const { dialog, onClose } = await show();
    dialog.getBoundingClientRect = () => new DOMRect(100, 100, 300, 200);
    await act(async () => dialog.click());
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
