import { randomUUID } from 'node:crypto';
import { describe, expect, inject, test } from 'vitest';
import type { AnalyticsSummary } from '../../src/contract/analytics';
import { asOwner, By, Key, until, type WebKitPage, webKitSession } from './webkit';

/**
 * The rest of the site in WebKit: a member signing in and out, the four gallery designs and the
 * lightbox (the demo page and the content /gallery page), the blog, journal and events pages,
 * cookie consent and a page view reaching the owner's summary, an error thrown on the QA page
 * grouped on the dashboard with the same error as Chromium reports it, and the owner's pages: the
 * dashboard's login and log out, and a site setting saved and kept.
 */

const wk = webKitSession();

/** How long a beacon may take: sent after the page's load and an idle moment, on a busy machine. */
const BEACON_WAIT = 20_000;

// --- Helpers -------------------------------------------------------------------------------------

/** The owner's summary of the default range, read by a client of its own with the bearer secret. */
async function ownerSummary(): Promise<AnalyticsSummary> {
  const response = await fetch(`${inject('baseUrl')}/api/merchant/analytics/summary`, {
    headers: { authorization: `Bearer ${inject('merchantSecret')}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsSummary;
}

/** The bodies of the analytics requests the server received at `path` (the test hook). */
async function received(path: string): Promise<string[]> {
  const response = await fetch(`${inject('baseUrl')}/api/__test/analytics-requests`);
  expect(response.status).toBe(200);
  const { requests } = (await response.json()) as { requests: { path: string; body: string }[] };
  return requests.filter((request) => request.path === path).map((request) => request.body);
}

/** The value of a browser cookie of the site (httpOnly ones included), or undefined. */
async function cookie(page: WebKitPage, name: string): Promise<string | undefined> {
  const found = (await page.driver.manage().getCookies()).find((c) => c.name === name);
  return found && decodeURIComponent(found.value);
}

/** Scrolls the first shown element of `css` into view and moves the pointer over it. */
async function hover(page: WebKitPage, css: string): Promise<void> {
  const element = await page.visible(css);
  await page.driver.executeScript(
    'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
    element,
  );
  await page.driver.actions().move({ origin: element }).perform();
}

// --- Members -------------------------------------------------------------------------------------

const MEMBERS = '/demo-pages/members.html';
const MEMBER = { email: 'member@example.com', password: 'sq-demo-member-1' };
const SIGN_IN = 'sq-account .sq-account__sign-in';
const ACCOUNT = 'sq-account .sq-account__button';
const DIALOG = 'dialog.sq-account-dialog';

/** Types the email and password into the open sign-in dialog and submits it. */
async function submitLogin(page: WebKitPage, password: string): Promise<void> {
  await page.type(`${DIALOG} input[name="email"]`, MEMBER.email);
  await page.type(`${DIALOG} input[name="password"]`, password);
  await page.click(`${DIALOG} .sq-account-dialog__submit`, 'Sign in');
}

describe('members', () => {
  test('Escape closes the sign-in; a wrong password says why; the right one signs in, kept across pages until Sign out', async () => {
    const { page } = wk;
    await page.goto(MEMBERS);
    await page.hydrated('sq-account');

    await page.click(SIGN_IN, 'Sign in');
    await page.visible(DIALOG);
    await page.expectFocused(`${DIALOG} input[name="email"]`);
    await page.press(Key.ESCAPE);
    await page.expectCount(DIALOG, 0);
    await page.expectFocused(SIGN_IN);

    await page.click(SIGN_IN, 'Sign in');
    await page.expectFocused(`${DIALOG} input[name="email"]`);
    await submitLogin(page, 'not-the-password');
    await page.expectText(
      `${DIALOG} [role="alert"]`,
      'Unable to log in The email or password is incorrect.',
    );
    await page.expectFocused(`${DIALOG} input[name="password"]`);
    await page.expectValue(`${DIALOG} input[name="password"]`, '');

    await submitLogin(page, MEMBER.password);
    await page.expectCount(DIALOG, 0);
    await page.expectFocused(ACCOUNT);
    await page.expectText(ACCOUNT, 'Account');
    expect(await (await page.driver.findElement(By.css(SIGN_IN))).isDisplayed()).toBe(false);
    expect(JSON.parse((await cookie(page, 'SiteUserInfo')) ?? '{}')).toMatchObject({
      authenticated: true,
    });

    // Signed in across a reload and on the shop's pages: the control follows the session's cookie.
    await page.driver.navigate().refresh();
    await page.hydrated('sq-account');
    await page.expectText(ACCOUNT, 'Account');
    await page.goto('/shop');
    await page.hydrated('header sq-account');
    await page.expectText(`header ${ACCOUNT}`, 'Account');
    await page.goto(MEMBERS);
    await page.hydrated('sq-account');
    await page.click(ACCOUNT, 'Account');
    await page.expectAttribute(ACCOUNT, 'aria-expanded', 'true');
    await page.click('sq-account .sq-account__sign-out', 'Sign out');
    await page.expectText(SIGN_IN, 'Sign in');
    await page.expectFocused(SIGN_IN);
    expect(await (await page.driver.findElement(By.css(ACCOUNT))).isDisplayed()).toBe(false);
  });
});

// --- Galleries -----------------------------------------------------------------------------------

const GALLERIES = '/demo-pages/gallery.html';
const gallery = (design: string) => `sq-gallery[design="${design}"]`;
const LIGHTBOX = 'dialog.sq-gallery-lightbox';
const POSITION = `${LIGHTBOX} .sq-gallery-lightbox__position`;

/** The 1-based position of the slideshow's image shown now (its one active item). */
async function activeIndex(page: WebKitPage, css: string): Promise<number> {
  return page.evaluate(
    (s) =>
      [...document.querySelectorAll(`${s} .sq-gallery__item`)].findIndex((item) =>
        item.hasAttribute('data-active'),
      ) + 1,
    css,
  );
}

/** Waits until the carousel's status line (visually hidden, read by screen readers) says `text`. */
async function expectStatus(page: WebKitPage, css: string, text: string): Promise<void> {
  await until(
    async () =>
      (await page.evaluate(
        (s) => document.querySelector(`${s} .sq-gallery__status`)?.textContent?.trim(),
        css,
      )) === text,
    `${css} to say ${text}`,
  );
}

/** Waits until the slideshow shows image `n` (from 1) and no other: its status says so too. */
async function expectSlide(page: WebKitPage, n: number, status = true): Promise<void> {
  const slideshow = gallery('slideshow');
  if (status) await expectStatus(page, slideshow, `Image ${n} of 8`);
  await until(
    () =>
      page.evaluate(
        (s, at) =>
          [...document.querySelectorAll(`${s} .sq-gallery__item`)].every((item, index) => {
            const image = item.querySelector('img') as HTMLImageElement;
            const shown = getComputedStyle(image).visibility === 'visible';
            return (
              item.hasAttribute('data-active') === (index === at - 1) &&
              shown === (index === at - 1)
            );
          }),
        slideshow,
        n,
      ),
    `slide ${n} alone to show`,
  );
}

/** How far image `n`'s centre is from the slider's centre, in px. */
const offCentre = (page: WebKitPage, n: number) =>
  page.evaluate(
    (s, at) => {
      const list = document.querySelector(`${s} .sq-gallery__items`) as HTMLElement;
      const item = list.children[at - 1] as HTMLElement;
      const box = list.getBoundingClientRect();
      const itemBox = item.getBoundingClientRect();
      return Math.abs(itemBox.left + itemBox.width / 2 - (box.left + box.width / 2));
    },
    gallery('slider'),
    n,
  );

async function expectCentred(page: WebKitPage, n: number): Promise<void> {
  let off = Number.NaN;
  try {
    await until(async () => {
      off = await offCentre(page, n);
      return off < 2;
    }, `slider image ${n} to be centred`);
  } catch (error) {
    throw new Error(`${(error as Error).message}; it is ${off} px off`);
  }
}

describe('galleries', () => {
  test('slideshow: Next, Previous, the arrows on the focused carousel and a thumbnail move it', async () => {
    const { page } = wk;
    await page.goto(GALLERIES);
    await page.hydrated('sq-gallery');
    const slideshow = gallery('slideshow');
    const play = `${slideshow} .sq-gallery__play`;
    await page.expectAttribute(slideshow, 'aria-roledescription', 'carousel');

    // Autoplay runs here (no reduced motion asked for): Pause, pressed from the keyboard, stops it
    // for good (its pointer press is the next test's).
    await page.evaluate((s) => document.querySelector<HTMLElement>(s)?.focus(), play);
    await page.expectFocused(play);
    await page.press(Key.ENTER);
    await page.expectText(play, 'Play');
    const start = await activeIndex(page, slideshow);
    expect(start).toBeGreaterThanOrEqual(1);
    const ahead = (n: number) => ((start - 1 + n + 8) % 8) + 1;
    await expectSlide(page, start, false);

    await page.click(`${slideshow} .sq-gallery__next`, 'Next');
    await expectSlide(page, ahead(1));
    await page.click(`${slideshow} .sq-gallery__next`, 'Next');
    await expectSlide(page, ahead(2));
    await page.click(`${slideshow} .sq-gallery__previous`, 'Previous');
    await expectSlide(page, ahead(1));

    // The arrows on the focused carousel, said politely.
    await page.evaluate((s) => document.querySelector<HTMLElement>(s)?.focus(), slideshow);
    await page.expectFocused(slideshow);
    await page.press(Key.ARROW_RIGHT);
    await expectSlide(page, ahead(2));
    await page.press(Key.ARROW_LEFT);
    await page.press(Key.ARROW_LEFT);
    await expectSlide(page, ahead(0));
    await page.expectAttribute(`${slideshow} .sq-gallery__status`, 'aria-live', 'polite');

    // A thumbnail shows its image and is marked current.
    const thumb = (n: number) => `${slideshow} .sq-gallery__thumb[aria-label="Show image ${n}"]`;
    await page.click(thumb(5));
    await expectSlide(page, 5);
    await page.expectAttribute(thumb(5), 'aria-current', 'true');
    await page.expectCount(`${slideshow} .sq-gallery__thumb[aria-current="true"]`, 1);
    await page.expectText(play, 'Play');
  });

  test('slideshow: Pause pressed with the pointer turns to Play, and Play back to Pause', async () => {
    const { page } = wk;
    await page.goto(GALLERIES);
    await page.hydrated('sq-gallery');
    const play = `${gallery('slideshow')} .sq-gallery__play`;
    await page.click(play, 'Pause');
    await page.expectText(play, 'Play');
    await page.click(play, 'Play');
    await page.expectText(play, 'Pause');
  });

  test('slider: Next, Previous and the arrows on the focused strip centre one image', async () => {
    const { page } = wk;
    await page.goto(GALLERIES);
    await page.hydrated('sq-gallery');
    const slider = gallery('slider');
    await page.click(`${slider} .sq-gallery__next`, 'Next');
    await expectCentred(page, 2);
    await page.click(`${slider} .sq-gallery__next`, 'Next');
    await expectCentred(page, 3);
    await page.click(`${slider} .sq-gallery__previous`, 'Previous');
    await expectCentred(page, 2);
    await expectStatus(page, slider, 'Image 2 of 8');

    await page.evaluate(
      (s) => document.querySelector<HTMLElement>(`${s} .sq-gallery__items`)?.focus(),
      slider,
    );
    await page.expectFocused(`${slider} .sq-gallery__items`);
    await page.press(Key.ARROW_RIGHT);
    await expectCentred(page, 3);
    await page.press(Key.ARROW_LEFT);
    await page.press(Key.ARROW_LEFT);
    await until(
      () =>
        page.evaluate(
          (s) => document.querySelector(`${s} .sq-gallery__items`)?.scrollLeft === 0,
          slider,
        ),
      'the slider back at its start',
    );
    await expectStatus(page, slider, 'Image 1 of 8');
  });

  test('grid: an image opens the lightbox; its buttons and the arrows move; Escape, Close and focus', async () => {
    const { page } = wk;
    await page.goto(GALLERIES);
    await page.hydrated('sq-gallery');
    const image = (n: number) =>
      `${gallery('grid')} .sq-gallery__item:nth-child(${n}) img.sq-gallery__image`;
    await page.expectAttribute(image(2), 'role', 'button');
    const alt = await page.attribute(image(2), 'alt');

    await page.click(image(2));
    await page.visible(LIGHTBOX);
    await page.expectAttribute(LIGHTBOX, 'open', '');
    expect(await page.attribute(LIGHTBOX, 'class')).toMatch(/sq-gallery-lightbox--light/);
    await page.expectText(POSITION, 'Image 2 of 8');
    await page.expectAttribute(`${LIGHTBOX} img`, 'alt', alt);

    await page.click(`${LIGHTBOX} .sq-gallery-lightbox__next`);
    await page.expectText(POSITION, 'Image 3 of 8');
    await page.press(Key.ARROW_RIGHT);
    await page.expectText(POSITION, 'Image 4 of 8');
    await page.press(Key.ARROW_LEFT);
    await page.expectText(POSITION, 'Image 3 of 8');
    await page.click(`${LIGHTBOX} .sq-gallery-lightbox__previous`);
    await page.expectText(POSITION, 'Image 2 of 8');

    await page.press(Key.ESCAPE);
    await page.expectCount(`${LIGHTBOX}[open]`, 0);
    await page.expectFocused(image(2));

    // By keyboard: Tab to the next image, Space opens it; Close closes it and focus comes back.
    await page.press(Key.TAB);
    await page.expectFocused(image(3));
    await page.press(' ');
    await page.visible(LIGHTBOX);
    await page.expectText(POSITION, 'Image 3 of 8');
    await page.click(`${LIGHTBOX} .sq-gallery-lightbox__close`);
    await page.expectCount(`${LIGHTBOX}[open]`, 0);
    await page.expectFocused(image(3));
    await page.press(Key.ENTER);
    await page.expectText(POSITION, 'Image 3 of 8');
    await page.press(Key.ESCAPE);
    await page.expectCount(`${LIGHTBOX}[open]`, 0);
    await page.expectFocused(image(3));
  });

  test('stacked: four images, each title shown over its image while pointed at', async () => {
    const { page } = wk;
    await page.goto(GALLERIES);
    await page.hydrated('sq-gallery');
    const stacked = gallery('stacked');
    await page.expectCount(`${stacked} .sq-gallery__item`, 4);
    const opacity = () =>
      page.evaluate(
        (s) =>
          getComputedStyle(document.querySelector(`${s} .sq-gallery__meta`) as Element).opacity,
        stacked,
      );
    await until(async () => (await opacity()) === '0', 'the title hidden');
    await hover(page, `${stacked} .sq-gallery__figure`);
    await until(async () => (await opacity()) === '1', 'the title shown under the pointer');
  });

  test('the content /gallery page: its grid hydrates over the server markup; the lightbox works', async () => {
    const { page } = wk;
    await page.goto('/gallery');
    await page.expectText('h1', 'Gallery');
    await page.expectAttribute('sq-gallery', 'design', 'grid');
    await page.hydrated('sq-gallery');
    await page.expectCount('sq-gallery .sq-gallery__item', 8);
    const aurora = 'sq-gallery img[alt="Aurora over the Peaks"]';
    await page.expectAttribute(aurora, 'role', 'button');
    await until(
      () =>
        page.evaluate((s) => {
          const img = document.querySelector<HTMLImageElement>(s);
          img?.scrollIntoView({ block: 'center' });
          return !!img && img.complete && img.naturalWidth > 0;
        }, aurora),
      'the image to load',
    );

    await page.click(aurora);
    await page.visible(LIGHTBOX);
    await page.expectAttribute(`${LIGHTBOX} img`, 'alt', 'Aurora over the Peaks');
    const first = await page.text(POSITION);
    const at = Number(/^Image (\d+) of 8$/.exec(first)?.[1]);
    expect(at).toBeGreaterThanOrEqual(1);
    await page.press(Key.ARROW_RIGHT);
    await page.expectText(POSITION, `Image ${(at % 8) + 1} of 8`);
    await page.click(`${LIGHTBOX} .sq-gallery-lightbox__previous`);
    await page.expectText(POSITION, first);
    await page.press(Key.ESCAPE);
    await page.expectCount(`${LIGHTBOX}[open]`, 0);
    await page.expectFocused(aurora);
    expect(page.consoleErrors()).toEqual([]);
  });
});

// --- Content pages -------------------------------------------------------------------------------

describe('content pages', () => {
  test('the blog leads to a post, the older one and back; a comment link reaches its comments', async () => {
    const { page } = wk;
    await page.goto('/blog');
    await page.expectText('h1', 'Blog');
    await page.click('main a', 'Throwing a bowl, start to finish');
    await until(async () => (await page.path()) === '/blog/throwing-a-bowl', 'the post');
    await page.expectText('h1', 'Throwing a bowl, start to finish');
    await page.expectText('h2', '5 Comments');
    await page.click('a', 'Older: Notes from the kiln');
    await page.expectText('h1', 'Notes from the kiln');
    await page.withText('main p', 'Comments are closed.');
    await page.click('main a', 'Blog');
    await until(async () => (await page.path()) === '/blog', 'back to the blog');
    await page.click('main a', '1 Comment');
    await until(
      async () =>
        (await page.driver.getCurrentUrl()).endsWith(
          '/blog/notes-from-the-kiln#comments-6a1b00000000000000000102',
        ),
      'the post at its comments',
    );
    await page.expectCount('#comments-6a1b00000000000000000102', 1);
    expect(page.consoleErrors()).toEqual([]);
  });

  test('the journal leads to its post', async () => {
    const { page } = wk;
    await page.goto('/journal');
    await page.expectText('h1', 'Journal');
    await page.click('main a', 'A year in the studio');
    await until(async () => (await page.path()) === '/journal/a-year-in-the-studio', 'the post');
    await page.expectText('h1', 'A year in the studio');
    await page.withText('main p', 'Comments on this journal are hosted by Disqus.');
    expect(page.consoleErrors()).toEqual([]);
  });

  test('the events switch between upcoming and past, and lead to an event and back', async () => {
    const { page } = wk;
    await page.goto('/events');
    await page.expectText('h1', 'Events');
    await page.expectText('main h2', 'Upcoming events');
    await page.withText('main a', 'Summer open studio');
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('main a')].some((a) =>
          a.textContent?.includes('Spring makers’ market'),
        ),
      ),
    ).toBe(false);
    await page.click('main a', 'Past');
    await until(async () => (await page.path()) === '/events?view=past', 'the past events');
    await page.expectText('main h2', 'Past events');
    await page.click('main a', 'Spring makers’ market');
    await page.expectText('h1', 'Spring makers’ market');
    await page.click('main a', 'Events');
    await until(async () => (await page.path()) === '/events', 'back to the events');
    await page.click('main a', 'Glaze workshop: tin whites & blues');
    await page.expectText('h1', 'Glaze workshop: tin whites & blues');
    expect(page.consoleErrors()).toEqual([]);
  });
});

// --- Consent and analytics -----------------------------------------------------------------------

const ANALYTICS_COOKIES = ['ss_cfl', 'ss_cfs', 'ss_cid', 'ss_cvr', 'ss_cvt'];

describe('consent and analytics', () => {
  test('without consent a page view arrives without a visitor id and no cookie; accept, withdraw', async () => {
    const { page } = wk;
    const before = (await ownerSummary()).totals.pageViews;
    const analyticsCookies = async () =>
      (await page.driver.manage().getCookies())
        .map((c) => c.name)
        .filter((name) => ANALYTICS_COOKIES.includes(name))
        .sort();
    const token = randomUUID();
    await page.goto(`/demo-pages/consent.html?t=${token}`);
    const status = '#consent-status';
    await page.expectText(status, 'Consent not given. Analytics cookies stored: none.');

    // The page view reaches the server, counted without a visitor id.
    const hits = async () =>
      (await received('/api/census/RecordHit'))
        .map((body) => new URLSearchParams(body))
        .filter((form) => (form.get('data') ?? '').includes(token));
    const [hit] = await until(
      async () => ((await hits()).length > 0 ? hits() : null),
      'the page view',
      BEACON_WAIT,
    );
    expect(hit?.get('ss_cvr') ?? '').toBe('');
    expect(await analyticsCookies()).toEqual([]);
    // And the owner's summary counts it.
    await until(
      async () => (await ownerSummary()).totals.pageViews > before,
      'the summary to count the page view',
    );

    await page.click('#consent-accept', 'Accept analytics cookies');
    await page.expectText(
      status,
      'Consent given. Analytics cookies stored: ss_cvr, ss_cvt, ss_cid, ss_cfl, ss_cfs.',
    );
    expect(await analyticsCookies()).toEqual(ANALYTICS_COOKIES);

    await page.click('#consent-withdraw', 'Withdraw consent');
    await page.expectText(status, 'Consent not given. Analytics cookies stored: none.');
    expect(await analyticsCookies()).toEqual([]);
    expect(await cookie(page, 'crumb')).toBeTruthy();
  });

  test('with no consent asked, a visit sends one page view with the visitor cookie', async () => {
    const { page } = wk;
    const before = (await ownerSummary()).totals.pageViews;
    const token = randomUUID();
    await page.goto(`/demo-pages/thanks.html?t=${token}`);
    const hits = async () =>
      (await received('/api/census/RecordHit'))
        .map((body) => new URLSearchParams(body))
        .filter((form) => (form.get('data') ?? '').includes(token));
    await until(async () => (await hits()).length === 1, 'one page view', BEACON_WAIT);
    const ssCvr = await cookie(page, 'ss_cvr');
    expect(ssCvr).toMatch(/\|1$/);
    expect((await hits())[0]?.get('ss_cvr')).toBe(ssCvr);
    await until(
      async () => (await ownerSummary()).totals.pageViews > before,
      'the summary to count the page view',
    );
  });
});

// --- The error reporter and the owner's pages ----------------------------------------------------

const QA_PAGE = '/demo-pages/analytics-errors.html';
const THROWN = 'QA: thrown by the Throw an error button';
/** The message as the dashboard groups it, whichever engine threw it. */
const GROUPED = `Error: ${THROWN}`;
const DASHBOARD = '/merchant/analytics';
const LOADED = /^Analytics from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} loaded\.$/;

/**
 * What Chromium's reporter sends for the same press when it does not drop the engine's prefix
 * (an older bundle, another sender): `Uncaught Error: …` from the same script.
 */
async function reportAsChromium(): Promise<void> {
  const base = inject('baseUrl');
  const source = `${base}/demo-pages/analytics-errors.js`;
  const response = await fetch(`${base}/api/events/RecordJavascriptErrors?crumb=chromium`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'crumb=chromium' },
    body: JSON.stringify([
      {
        event: 'error',
        data: {
          message: `Uncaught Error: ${THROWN}`,
          source,
          line: 5,
          column: 9,
          stack: `Error: ${THROWN}\n    at HTMLButtonElement.<anonymous> (${source}:5:9)`,
          path: QA_PAGE,
        },
        timestamp: Date.now(),
      },
    ]),
  });
  expect(response.status).toBe(204);
}

describe('the error reporter and the owner dashboard', () => {
  test('an error thrown on the QA page is grouped with Chromium’s on the dashboard, its count grown', async () => {
    const { page } = wk;
    const groups = async () =>
      (await ownerSummary()).errors.filter((e) => e.message.includes(THROWN));
    const countOf = async () => (await groups()).find((e) => e.message === GROUPED)?.count ?? 0;
    const before = await countOf();

    await page.goto(QA_PAGE);
    await page.click('#qa-throw', 'Throw an error');
    await until(
      async () => (await page.text('#qa-sent')).includes('POST /api/events/RecordJavascriptErrors'),
      'the batch sent',
      BEACON_WAIT,
    );
    const sent = await page.text('#qa-sent');
    expect(sent).toContain(`"message": "${GROUPED}"`);
    expect(sent).not.toContain('Uncaught ');
    await until(async () => (await countOf()) >= before + 1, 'WebKit’s report counted');
    // The page threw on purpose: that one uncaught error, and no other.
    const thrown = page.pageErrors();
    expect(thrown.length).toBeGreaterThan(0);
    expect(thrown.filter((line) => !line.includes(THROWN))).toEqual([]);
    await page.reset();

    await reportAsChromium();
    await until(async () => (await countOf()) >= before + 2, 'Chromium’s report counted');
    const shown = await groups();
    expect(shown.map((e) => e.message)).toEqual([GROUPED]);
    expect(shown[0]?.source).toContain('/demo-pages/analytics-errors.js');

    await asOwner(page);
    await page.goto(DASHBOARD);
    await page.expectText('[role="status"]', LOADED);
    const group = await page.withText('.sq-dash-error .sq-dash-error__message', GROUPED);
    expect(await group.getText()).not.toMatch(/^Uncaught /);
    await page.expectCount('.sq-dash-error', (await ownerSummary()).errors.length);
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll('.sq-dash-error__message')].map((h) => h.textContent ?? ''),
    );
    expect(headings.filter((h) => h.includes(THROWN))).toEqual([GROUPED]);
    expect(headings.filter((h) => h.startsWith('Uncaught '))).toEqual([]);
    const item = await group.findElement(By.xpath('./ancestor::li[1]'));
    const seen = Number(/Seen (\d+) times/.exec(await item.getText())?.[1]);
    expect(seen).toBeGreaterThanOrEqual(before + 2);
    expect(await item.getText()).toContain('/demo-pages/analytics-errors.js');
    await (await item.findElement(By.css('summary'))).click();
    await until(
      async () => (await (await item.findElement(By.css('pre'))).getText()).includes(THROWN),
      'the sample stack shown',
    );
  });

  test('the dashboard: a wrong secret is refused, the right one typed opens it; Log out ends it', async () => {
    const { page } = wk;
    const range = '?from=2000-01-01&to=2000-01-31';
    await page.goto(`${DASHBOARD}${range}`);
    await page.expectText('h1', 'Site analytics');
    await page.expectAttribute('#merchant-secret', 'type', 'password');
    await page.expectCount('#sq-dashboard', 0);

    await page.type('#merchant-secret', 'not-the-secret-at-all');
    await page.click('button[type="submit"]', 'Log in');
    await page.expectText('#merchant-secret-error', 'The merchant secret is not correct.');
    await page.expectAttribute('#merchant-secret', 'aria-invalid', 'true');
    expect(await page.attribute('#merchant-secret', 'aria-describedby')).toContain(
      'merchant-secret-error',
    );
    await page.expectFocused('#merchant-secret');
    await page.expectValue('#merchant-secret', '');

    await page.type('#merchant-secret', inject('merchantSecret'));
    await page.click('button[type="submit"]', 'Log in');
    await until(async () => (await page.path()) === `${DASHBOARD}${range}`, 'the dashboard');
    await page.expectText('[role="status"]', 'Analytics from 2000-01-01 to 2000-01-31 loaded.');
    await page.expectValue('#sq-dash-range-from', '2000-01-01');
    const session = await page.driver.manage().getCookie('sq-merchant-session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.value).not.toContain(inject('merchantSecret'));

    // Logging out brings the form back and ends the session: its cookie, put back, opens nothing.
    await page.click('button[type="submit"]', 'Log out');
    await page.visible('#merchant-secret');
    await page.addCookie('sq-merchant-session', session?.value as string);
    await page.goto(DASHBOARD);
    await page.visible('#merchant-secret');
    await page.expectCount('#sq-dashboard', 0);
  });

  test('the site settings: a footer text typed and saved is kept, and /shop shows it', async () => {
    const { page } = wk;
    const base = inject('baseUrl');
    const api = {
      authorization: `Bearer ${inject('merchantSecret')}`,
      cookie: 'crumb=restore',
    };
    const saved = await (await fetch(`${base}/api/site-header-footer`, { headers: api })).json();
    try {
      await asOwner(page);
      await page.goto('/merchant/site');
      await page.withText('button', 'Save header and footer');
      const footer = `Made by hand, kept in WebKit ${randomUUID().slice(0, 8)}`;
      await page.type('#sq-site-footer-text', footer);
      await page.expectValue('#sq-site-footer-text', footer);
      await page.click('button', 'Save header and footer');
      await page.expectText('.sq-site-status', 'The header and footer are saved.');

      await page.driver.navigate().refresh();
      await page.withText('button', 'Save header and footer');
      await page.expectValue('#sq-site-footer-text', footer);
      await page.goto('/shop');
      await page.expectText('footer .site-footer__text', footer);
    } finally {
      const restored = await fetch(`${base}/api/site-header-footer?crumb=restore`, {
        method: 'PUT',
        headers: { ...api, 'content-type': 'application/json' },
        body: JSON.stringify(saved),
      });
      expect(restored.ok).toBe(true);
    }
  });
});
