import { afterEach, describe, expect, it, vi } from 'vitest';
import { onBackdrop, press } from '../../../tests/helpers/backdrop';
import { buildDialog, openModal } from './native-dialog';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('buildDialog', () => {
  it('is stated modal and named by its title; its close button closes it', () => {
    const { dialog, title, close, part, key } = buildDialog(document, {
      block: 'sq-test',
      title: 'Sign in',
      closeText: 'Cancel',
    });
    const body = part('p', 'body');
    dialog.append(body, close);
    openModal(dialog);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('role')).toBe(false);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')).toBe(title);
    expect(title.className).toBe('sq-test__title');
    expect(title.id.startsWith(key)).toBe(true);
    expect(body.className).toBe('sq-test__body');
    expect(close.className).toBe('sq-test__close');
    expect(close.textContent).toBe('Cancel');
    close.click();
    expect(dialog.open).toBe(false);
  });

  it('without a title is named by its label; an alert has its role; a theme adds its class', () => {
    const { dialog, title } = buildDialog(document, {
      block: 'sq-test',
      modifiers: ['sq-test--dark'],
      label: 'Image viewer',
      role: 'alertdialog',
      closeText: 'Close',
    });
    expect(title).toBeNull();
    expect(dialog.getAttribute('aria-label')).toBe('Image viewer');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.className).toBe('sq-test sq-test--dark');
  });
});

describe('openModal', () => {
  const built = () =>
    buildDialog(document, { block: 'sq-test', title: 'Title', closeText: 'Close' }).dialog;

  it('opens the dialog in the page; a press on the backdrop closes it, then onClose runs', async () => {
    const dialog = built();
    const onClose = vi.fn();
    openModal(dialog, { onClose });
    expect(dialog.isConnected).toBe(true);
    expect(dialog.open).toBe(true);
    await press(dialog, onBackdrop(dialog));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledWith(false);
    expect(dialog.isConnected).toBe(true);
  });

  it('without backdrop, a press on the backdrop leaves it open; with remove it leaves the page once closed', async () => {
    const dialog = built();
    openModal(dialog, { backdrop: false, remove: true });
    await press(dialog, onBackdrop(dialog));
    expect(dialog.open).toBe(true);
    dialog.close();
    expect(dialog.isConnected).toBe(false);
  });

  it('opening one of a kind closes the other, which is told it was superseded', () => {
    const first = built();
    const second = built();
    const onClose = vi.fn();
    openModal(first, { kind: 'test', onClose });
    openModal(second, { kind: 'test' });
    expect(first.open).toBe(false);
    expect(second.open).toBe(true);
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
