// The experiments and session recording pages' script (same origin: the pages' CSP runs no inline
// script). It shows what the storefront announced: the page's experiments (`sq:experiments`), what came of
// session recording (`sq:session-recording`) and, once the stand-in recorder runs, the id it
// started with (`test-recorder:started`).
const experimentsLine = document.getElementById('experiments-status');
const recordingLine = document.getElementById('recording-status');

const OUTCOMES = {
  off: 'Session recording is off for this visit.',
  'mock-id': 'Session recording is off: the server answered the mock id.',
  'no-script': 'Session recording is off: no recorder script is set.',
  loading: 'Session recording is starting…',
};

document.addEventListener('sq:experiments', (event) => {
  const pairs = Object.entries(event.detail.experiments).map(
    ([name, variant]) => `${name}: ${variant}`,
  );
  if (!experimentsLine) return;
  experimentsLine.textContent = pairs.length
    ? `Active experiments: ${pairs.join(', ')}.`
    : 'Active experiments: none.';
});
document.addEventListener('sq:session-recording', (event) => {
  if (!recordingLine || recordingLine.dataset.started) return;
  recordingLine.textContent = OUTCOMES[event.detail.outcome] ?? OUTCOMES.off;
});
document.addEventListener('test-recorder:started', (event) => {
  if (!recordingLine) return;
  recordingLine.dataset.started = 'true';
  recordingLine.textContent = `Session recording started with id ${event.detail.id}.`;
});
