import { describe, expect, it } from 'vitest';
import { getRuntime } from '../../../src/runtime/runtime';
import { jsonResponse } from '../../../tests/helpers/api-answers';
import { onBackdrop, onPadding, press } from '../../../tests/helpers/backdrop';
import { click, freshPage } from '../../../tests/helpers/dom';
import { contextScript } from '../../../tests/helpers/page-context';
import { showAlert } from './alert';

describe('showAlert', () => {
  it('is a modal alert dialog, stated for assistive technology, named and described by its texts', async () => {
    await freshPage(contextScript({}), () => jsonResponse({}));
    void showAlert(document, getRuntime().strings, 'Unable to Add Item', 'Please try again');
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Unable to Add Item',
    );
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Please try again');
  });

  it('must be acknowledged: a press on its backdrop or padding leaves it open, OK closes it', async () => {
    await freshPage(contextScript({}), () => jsonResponse({}));
    const closed = showAlert(
      document,
      getRuntime().strings,
      'Unable to Add Item',
      'Please try again',
    );
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    await press(dialog, onBackdrop(dialog));
    await press(dialog, onPadding(dialog));
    expect(dialog.open).toBe(true);
    await click(dialog.querySelector('button'));
    await closed;
    expect(document.querySelector('dialog')).toBeNull();
  });
});
