import { createRoot } from 'react-dom/client';
import { createApiClient } from '../src/api/client';
import { COOKIE_NAMES } from '../src/constants/cookies';
import { report } from '../src/page/page';
import { getCookie } from '../src/storage/cookies';
import { ErrorBoundary } from './error-boundary';
import { restockApi } from './restock-api';
import { RestockPage } from './restock-page';

/**
 * Starts the back-in-stock page in the shell's #sq-restock: imported by the dashboard's entry only
 * on /merchant/restock. Its sends carry the crumb from its cookie, as the site settings' saves do.
 */
export function mountRestockPage(container: HTMLElement): void {
  const api = restockApi(createApiClient({ getCrumb: () => getCookie(COOKIE_NAMES.crumb) }));
  createRoot(container, {
    onUncaughtError: (error) => report('the back-in-stock page failed', error),
  }).render(
    <ErrorBoundary>
      <RestockPage api={api} loginUrl={window.location.pathname} />
    </ErrorBoundary>,
  );
}
