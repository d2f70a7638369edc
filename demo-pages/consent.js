// The consent page's script (same origin: the page's CSP runs no inline script). It stands for a
// site's cookie banner: a press records the answer in the ss_cookieAllowed cookie and tells the
// storefront with the `sq:cookie-consent` event, which then writes or removes its analytics
// cookies. The status line says which analytics cookies the browser holds.
const ANALYTICS_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_cid', 'ss_cfl', 'ss_cfs'];
const status = document.getElementById('consent-status');

function cookieNames() {
  return document.cookie
    .split(/;\s*/)
    .filter(Boolean)
    .map((part) => part.slice(0, part.indexOf('=')));
}

function showStatus() {
  const names = cookieNames();
  const stored = ANALYTICS_COOKIES.filter((name) => names.includes(name));
  const given = document.cookie.split(/;\s*/).includes('ss_cookieAllowed=true');
  const text = `Consent ${given ? 'given' : 'not given'}. Analytics cookies stored: ${
    stored.length ? stored.join(', ') : 'none'
  }.`;
  if (status.textContent !== text) status.textContent = text;
}

function answer(allowed) {
  const year = 365 * 24 * 60 * 60;
  document.cookie = `ss_cookieAllowed=${allowed}; path=/; max-age=${year}; SameSite=Lax`;
  document.dispatchEvent(new CustomEvent('sq:cookie-consent', { detail: { allowed } }));
  showStatus();
}

document.getElementById('consent-accept').addEventListener('click', () => answer(true));
document.getElementById('consent-withdraw').addEventListener('click', () => answer(false));
// The storefront counts the visit once the page is idle; the line follows what it stored.
setInterval(showStatus, 1000);
showStatus();
