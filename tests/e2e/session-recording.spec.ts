import type { BrowserContext, Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';

// Session recording on the demo pages [W-04, W-05]: the test sets the device's core count before
// the page runs, and (through the server's test hook) the recorder id its browser is answered.

const ON = '/demo-pages/session-recording.html';
const TOGGLE_OFF = '/demo-pages/session-recording-off.html';

async function withCores(page: Page, cores: number): Promise<void> {
  await page.addInitScript((count) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {
      configurable: true,
      get: () => count,
    });
  }, cores);
}

async function answeredId(context: BrowserContext, baseURL: string, id: string): Promise<void> {
  await context.addCookies([{ name: 'sq-test-recording-id', value: id, url: baseURL }]);
}

/** The paths the page asked for that recording would use: the id call and the recorder script. */
function recordingRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('fullstory') || pathname.endsWith('test-recorder.js'))
      paths.push(pathname);
  });
  return paths;
}

const status = (page: Page) => page.locator('#recording-status');
const recorderId = (page: Page) => page.locator('html').getAttribute('data-test-recorder-id');

test('with the toggle on, the variant and three cores, the recorder starts with the id', async ({
  page,
  context,
  baseURL,
}) => {
  await withCores(page, 3);
  await answeredId(context, baseURL ?? '', 'test-recorder-3');
  const requests = recordingRequests(page);
  await page.goto(ON);
  await expect(status(page)).toHaveText('Session recording started with id test-recorder-3.');
  expect(await recorderId(page)).toBe('test-recorder-3');
  expect(requests).toEqual([
    '/api/commerce/fullstory/getId',
    '/demo-pages/assets/test-recorder.js',
  ]);
  await expect(page.locator('#experiments-status')).toHaveText(
    'Active experiments: sessionRecordingSample: variant.',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('with two cores nothing is asked for or loaded', async ({ page, context, baseURL }) => {
  await withCores(page, 2);
  await answeredId(context, baseURL ?? '', 'test-recorder-3');
  const requests = recordingRequests(page);
  await page.goto(ON);
  await expect(status(page)).toHaveText('Session recording is off for this visit.');
  expect(requests).toEqual([]);
  expect(await recorderId(page)).toBeNull();
  await expect(page.locator('script[data-recording-id]')).toHaveCount(0);
});

test('with the toggle off nothing is asked for or loaded, whatever the cores', async ({
  page,
  context,
  baseURL,
}) => {
  await withCores(page, 16);
  await answeredId(context, baseURL ?? '', 'test-recorder-3');
  const requests = recordingRequests(page);
  await page.goto(TOGGLE_OFF);
  await expect(status(page)).toHaveText('Session recording is off for this visit.');
  expect(requests).toEqual([]);
  expect(await recorderId(page)).toBeNull();
});

test('the mock id loads no recorder', async ({ page }) => {
  await withCores(page, 3);
  const requests = recordingRequests(page);
  await page.goto(ON);
  await expect(status(page)).toHaveText(
    'Session recording is off: the server answered the mock id.',
  );
  expect(requests).toEqual(['/api/commerce/fullstory/getId']);
  await expect(page.locator('script[data-recording-id]')).toHaveCount(0);
  expect(await recorderId(page)).toBeNull();
});
