// The QA page's script (same origin: the page's CSP runs no inline script). Its buttons throw an
// error and reject a promise, on purpose and only when pressed; the list shows each batch the
// storefront's analytics hand to the browser, from the `sq:analytics:sent` event (detail
// `{endpoint, batch, delivered}`). Untrusted text is shown as text, never as HTML.
document.getElementById('qa-throw').addEventListener('click', () => {
  throw new Error('QA: thrown by the Throw an error button');
});

document.getElementById('qa-reject').addEventListener('click', () => {
  Promise.reject(new Error('QA: rejected by the Reject a promise button'));
});

document.addEventListener('sq:analytics:sent', (event) => {
  const { endpoint, batch, delivered } = event.detail;
  const item = document.createElement('li');
  const title = document.createElement('strong');
  title.textContent = `POST /${endpoint}: ${batch.length} ${batch.length === 1 ? 'item' : 'items'}${delivered ? '' : ' (not delivered)'}`;
  const body = document.createElement('pre');
  body.textContent = JSON.stringify(batch, null, 2);
  item.append(title, body);
  document.getElementById('qa-sent').append(item);
  document.getElementById('qa-empty').hidden = true;
});
