let nextId = 0;

/**
 * The alert of a refused or failed add over template markup: the same dialog as the elements'
 * AlertDialog (a modal `<dialog role="alertdialog">` titled by its heading, described by its
 * message, closed by OK or Escape), built without React. Focus goes back to the button after.
 */
export function showTemplateAlert(
  doc: Document,
  title: string,
  message: string,
): HTMLDialogElement {
  for (const open of doc.querySelectorAll('dialog[data-sq-template-alert]')) open.remove();
  const id = `sq-template-alert-${++nextId}`;
  const dialog = doc.createElement('dialog');
  dialog.className = 'sq-alert';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-message`);
  dialog.setAttribute('data-sq-template-alert', '');
  const heading = doc.createElement('h2');
  heading.id = `${id}-title`;
  heading.className = 'sq-alert__title';
  heading.textContent = title;
  const text = doc.createElement('p');
  text.id = `${id}-message`;
  text.className = 'sq-alert__message';
  text.textContent = message;
  const ok = doc.createElement('button');
  ok.type = 'button';
  ok.className = 'sq-alert__close';
  ok.textContent = 'OK';
  dialog.append(heading, text, ok);
  ok.addEventListener('click', () =>
    typeof dialog.close === 'function' ? dialog.close() : dialog.remove(),
  );
  dialog.addEventListener('close', () => dialog.remove());
  doc.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  return dialog;
}
