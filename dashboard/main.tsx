import './dashboard.css';
import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../src/api/client';
import { COOKIE_NAMES } from '../src/constants/cookies';
import { report } from '../src/page/page';
import { getCookie } from '../src/storage/cookies';
import { Dashboard } from './dashboard';
import { ErrorBoundary } from './error-boundary';
import { type DayRange, queryWithRange } from './range';
import { SiteSettingsPage } from './site-settings';
import { siteSettingsApi } from './site-settings-api';
import { loadSummary } from './summary-api';

/**
 * The dashboard bundle's entry (dist/merchant/analytics.js, loaded only by /merchant/analytics):
 * renders the dashboard into the shell's #sq-dashboard. The range lives in the page's query: an
 * applied range is pushed to the history, and Back or Forward shows the range of its entry.
 * On /merchant/site it renders the site settings page into #sq-site-settings instead; its saves
 * carry the crumb from its cookie. On /merchant/restock it imports the back-in-stock page, which
 * no other page loads, and starts it in #sq-restock.
 */

const client = createApiClient({ getCrumb: () => null });
const load = (range: DayRange | null, signal: AbortSignal) => loadSummary(client, range, signal);

function App() {
  const [search, setSearch] = useState(() => window.location.search);
  const [now] = useState(() => Date.now());
  useEffect(() => {
    const follow = () => setSearch(window.location.search);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const apply = useCallback((range: DayRange) => {
    const query = queryWithRange(window.location.search, range);
    if (query !== window.location.search) window.history.pushState(null, '', query);
    setSearch(query);
  }, []);
  return (
    <ErrorBoundary>
      <Dashboard
        search={search}
        now={now}
        load={load}
        onApply={apply}
        loginUrl={`${window.location.pathname}${search}`}
      />
    </ErrorBoundary>
  );
}

const settings = document.getElementById('sq-site-settings');
if (settings) {
  try {
    const api = siteSettingsApi(createApiClient({ getCrumb: () => getCookie(COOKIE_NAMES.crumb) }));
    createRoot(settings, {
      onUncaughtError: (error) => report('the site settings page failed', error),
    }).render(
      <ErrorBoundary>
        <SiteSettingsPage api={api} loginUrl={window.location.pathname} />
      </ErrorBoundary>,
    );
  } catch (error) {
    report('the site settings page could not start', error);
  }
}

const restock = document.getElementById('sq-restock');
if (restock) {
  import('./restock-main')
    .then(({ mountRestockPage }) => mountRestockPage(restock))
    .catch((error) => report('the back-in-stock page could not start', error));
}

const container = document.getElementById('sq-dashboard');
if (container) {
  try {
    createRoot(container, {
      onUncaughtError: (error) => report('the analytics dashboard failed', error),
    }).render(<App />);
  } catch (error) {
    report('the analytics dashboard could not start', error);
  }
}
