/**
 * WebKit for the shopper journeys: Debian's WebKitGTK driven over classic WebDriver by
 * selenium-webdriver (Playwright needs its own patched WebKit, which cannot be downloaded here).
 *
 * Each test file gets one browser session (`webKitSession()`), started once and cleared between tests
 * (cookies and storage gone, a blank page). The browser is `wkconsole.py`, which writes the page's
 * console to a file of the session's own: every test ends expecting no uncaught exception in it,
 * and `consoleErrors()` gives the console errors logged since the test began.
 *
 * `WebKitPage` is a small page object in the spirit of Playwright's: every read that a test
 * asserts on waits until it holds (20 s), and text goes in a key at a time through the driver's
 * key actions, never by setting a value.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { runAxe, seriousOnly } from '../helpers/in-page';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BROWSER = join(import.meta.dirname, 'wkconsole.py');
const WAIT_MS = 20_000;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    merchantSessionToken: string;
    merchantSecret: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function untilUp(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start within 30 s');
}

/** Polls `read` until it gives something truthy; fails with `what` and the last value after 20 s. */
export async function until<T>(
  read: () => Promise<T>,
  what: string,
  timeout = WAIT_MS,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await read();
      if (last) return last as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class WebKitPage {
  private logStart = 0;

  constructor(
    readonly driver: WebDriver,
    readonly baseUrl: string,
    private readonly logFile: string,
  ) {}

  /** Opens a path of the site (or a whole URL). */
  async goto(path: string): Promise<void> {
    await this.driver.get(path.startsWith('http') ? path : `${this.baseUrl}${path}`);
  }

  async path(): Promise<string> {
    const url = new URL(await this.driver.getCurrentUrl());
    return `${url.pathname}${url.search}`;
  }

  /** Runs a function in the page with JSON arguments; gives its (awaited) result. */
  async evaluate<T, A extends unknown[]>(
    fn: (...args: A) => T | Promise<T>,
    ...args: A
  ): Promise<T> {
    return this.driver
      .executeAsyncScript<T>(
        `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${fn.toString()})(...JSON.parse(arguments[0])))
         .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        JSON.stringify(args),
      )
      .then((result) => {
        const outcome = result as unknown as { value?: T; error?: string };
        if (outcome.error) throw new Error(`in the page: ${outcome.error}`);
        return outcome.value as T;
      });
  }

  /** The first element matching `css` that is shown, once there is one. */
  async visible(css: string): Promise<WebElement> {
    return until(async () => {
      for (const element of await this.driver.findElements(By.css(css))) {
        if (await element.isDisplayed()) return element;
      }
      return null;
    }, `${css} to be visible`);
  }

  /** The first element that is shown and whose text is `text` (trimmed), among those of `css`. */
  async withText(css: string, text: string | RegExp): Promise<WebElement> {
    return until(
      async () => {
        for (const element of await this.driver.findElements(By.css(css))) {
          if (!(await element.isDisplayed())) continue;
          const shown = (await element.getText()).trim();
          if (typeof text === 'string' ? shown === text : text.test(shown)) return element;
        }
        return null;
      },
      `${css} with text ${String(text)}`,
    );
  }

  /** Clicks the first shown, enabled element of `css` (or the one with that text). */
  async click(css: string, text?: string | RegExp): Promise<void> {
    const element = text === undefined ? await this.visible(css) : await this.withText(css, text);
    await until(() => element.isEnabled(), `${css} to be enabled`);
    await element.click();
  }

  /**
   * Types into a field as a person does: a click, select all and Delete, then one key press per
   * character, each to the focused element. What the field does with the keys is its own
   * behaviour (expect on the value).
   */
  async type(css: string, text: string): Promise<void> {
    const field = await this.visible(css);
    await field.click();
    // Keys go to whatever has the focus, as a keyboard's do: WebDriver's element send-keys would
    // focus the field again before each key and so hide a field that loses focus while typed in.
    const clear = async () => {
      await this.driver.actions().keyDown(Key.CONTROL).sendKeys('a').keyUp(Key.CONTROL).perform();
      await this.press(Key.DELETE);
    };
    await clear();
    // On a busy machine the select-all can come without its Control key and select nothing: as a
    // person who still sees text in the field would, delete again until it is empty.
    await until(async () => {
      if (!(await this.valueOf(css))) return true;
      await clear();
      return false;
    }, `${css} to be emptied before typing`);
    for (const character of text) await this.press(character);
  }

  /** The value of the first `css` field; null when there is no such field. */
  private valueOf(css: string): Promise<string | null> {
    return this.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.value ?? null, css);
  }

  /** Presses one key (a `Key` value or a character) where the focus is. */
  async press(key: string): Promise<void> {
    await this.driver.actions().sendKeys(key).perform();
  }

  /** Chooses an option of a select by its value, as a person does with the keyboard. */
  async select(css: string, value: string): Promise<void> {
    const field = await this.visible(css);
    const option = await field.findElement(By.css(`option[value="${value}"]`));
    await option.click();
    await this.expectValue(css, value);
  }

  /** The text of the first shown element of `css`, once shown. */
  async text(css: string): Promise<string> {
    return (await (await this.visible(css)).getText()).trim();
  }

  async count(css: string): Promise<number> {
    return (await this.driver.findElements(By.css(css))).length;
  }

  async attribute(css: string, name: string): Promise<string | null> {
    const [element] = await this.driver.findElements(By.css(css));
    return element ? element.getAttribute(name) : null;
  }

  /** Waits until the first shown element of `css` reads `expected`. */
  async expectText(css: string, expected: string | RegExp): Promise<void> {
    await this.withText(css, expected);
  }

  /** Waits until the field's value is `expected`. */
  async expectValue(css: string, expected: string): Promise<void> {
    let value: string | null = null;
    try {
      await until(async () => {
        value = await this.valueOf(css);
        return value === expected;
      }, `${css} to have the value ${expected}`);
    } catch (error) {
      throw new Error(`${(error as Error).message}; it has ${JSON.stringify(value)}`);
    }
  }

  /** Waits until `css` matches exactly `n` elements. */
  async expectCount(css: string, n: number): Promise<void> {
    await until(async () => (await this.count(css)) === n, `${n} of ${css}`);
  }

  /** Waits until an attribute of the first `css` element is `expected` (null: absent). */
  async expectAttribute(css: string, name: string, expected: string | null): Promise<void> {
    await until(
      async () =>
        (await this.evaluate(
          (s, n) => document.querySelector(s)?.getAttribute(n) ?? null,
          css,
          name,
        )) === expected,
      `${css} [${name}] to be ${String(expected)}`,
    );
  }

  /** Waits until the focused element matches `css`. */
  async expectFocused(css: string): Promise<void> {
    await until(
      () => this.evaluate((s) => document.activeElement?.matches(s) ?? false, css),
      `${css} to be focused`,
    );
  }

  /** Waits until every `selector` element on the page has hydrated, and there is one. */
  async hydrated(selector: string): Promise<void> {
    await until(
      () =>
        this.evaluate(
          (s) =>
            document.querySelectorAll(`${s}[data-hydrated]`).length > 0 &&
            document.querySelectorAll(`${s}:not([data-hydrated])`).length === 0,
          selector,
        ),
      `${selector} to hydrate`,
    );
  }

  /** Serious and critical axe-core violations of the page as it is now. */
  async seriousViolations(): Promise<string[]> {
    await this.driver.executeScript(axeSource);
    return seriousOnly(await this.evaluate(runAxe));
  }

  /** The session's console lines written since the current test began. */
  private consoleLines(): string[] {
    let text = '';
    try {
      if (statSync(this.logFile).size > this.logStart) {
        text = readFileSync(this.logFile, 'utf8').slice(this.logStart);
      }
    } catch {
      return [];
    }
    // A line reads `CONSOLE ERROR message`, or with the source first: `url:line:col: CONSOLE …`.
    return text.split('\n').filter((line) => /(^|: )CONSOLE /.test(line));
  }

  /**
   * Console errors logged since the test began (uncaught exceptions among them), but for the line
   * WebKit itself writes, as a JS error, for each fetch it cancels when the page is left ("Fetch
   * API cannot load … due to access control checks"): the page's code sees a rejection it handles,
   * so that line is none of the page's.
   */
  consoleErrors(): string[] {
    return this.consoleLines().filter(
      (line) =>
        /CONSOLE (JS )?ERROR /.test(line) &&
        !/Fetch API cannot load .* due to access control checks/.test(line),
    );
  }

  /** Uncaught exceptions since the test began, that line aside. */
  pageErrors(): string[] {
    return this.consoleErrors().filter((line) => line.includes('CONSOLE JS ERROR '));
  }

  /** Starts a test: console read from here on, no cookies or storage, a blank page. */
  async reset(): Promise<void> {
    await this.goto('/robots.txt');
    await this.driver.manage().deleteAllCookies();
    await this.driver.executeScript('localStorage.clear(); sessionStorage.clear();');
    await this.driver.get('about:blank');
    try {
      this.logStart = readFileSync(this.logFile, 'utf8').length;
    } catch {
      this.logStart = 0;
    }
  }

  /** Sets a cookie of the site (the page must be one of the site's). */
  async addCookie(name: string, value: string): Promise<void> {
    await this.driver.manage().addCookie({ name, value, path: '/', httpOnly: true });
  }
}

/** Acts as the signed-in owner in the browser: the session cookie, as the login sets it. */
export async function asOwner(page: WebKitPage): Promise<void> {
  await page.goto('/robots.txt');
  await page.addCookie('sq-merchant-session', inject('merchantSessionToken'));
}

/**
 * One WebKit session for the test file: `page` is ready inside tests. Each test starts cleared
 * and ends expecting no uncaught exception.
 */
export function webKitSession(): { page: WebKitPage } {
  const handle = {} as { page: WebKitPage };
  let driverProcess: ChildProcess | undefined;
  let logFile = '';
  beforeAll(async () => {
    const port = await freePort();
    logFile = join(tmpdir(), `sq-webkit-console-${port}-${process.pid}.log`);
    driverProcess = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      // Under the C.UTF-8 locale of a bare machine WebKitGTK reports navigator.language as "C",
      // which no browser does (and Intl refuses); under plain C it reports en-US.
      env: { ...process.env, LC_ALL: 'C', WK_CONSOLE_LOG: logFile },
    });
    const url = `http://127.0.0.1:${port}`;
    await untilUp(url, driverProcess);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'sq-webkit',
        'webkitgtk:browserOptions': { binary: BROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
    handle.page = new WebKitPage(driver, inject('baseUrl'), logFile);
  }, 60_000);
  beforeEach(async () => {
    await handle.page.reset();
  });
  afterEach(() => {
    expect(handle.page.pageErrors(), 'uncaught exceptions in the page').toEqual([]);
  });
  afterAll(async () => {
    await handle.page?.driver.quit().catch(() => undefined);
    driverProcess?.kill();
    rmSync(logFile, { force: true });
  });
  return handle;
}

export { By, Key };
