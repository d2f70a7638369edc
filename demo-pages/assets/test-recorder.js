// A stand-in session recorder for the demo and the browser tests (never a real third-party
// recorder). The storefront loads it only when session recording runs [W-05], with the recorder
// id in its script element's data-recording-id attribute. It records that it started, with that
// id: on <html data-test-recorder-id> and with a `test-recorder:started` event on the document.
(() => {
  const script = document.currentScript;
  const id = script ? script.getAttribute('data-recording-id') : null;
  if (!id) return;
  document.documentElement.setAttribute('data-test-recorder-id', id);
  document.dispatchEvent(new CustomEvent('test-recorder:started', { detail: { id } }));
})();
