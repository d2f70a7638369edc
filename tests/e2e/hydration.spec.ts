import { readdirSync } from 'node:fs';
import { expect, test } from './fixtures';

const pages = readdirSync('demo-pages').filter((f) => f.endsWith('.html'));

for (const file of pages) {
  test(`${file}: every element hydrates to exactly its server markup, so nothing moves`, async ({
    page,
  }) => {
    const path = `/demo-pages/${file}`;
    const source = await (await page.request.get(path)).text();
    await page.goto(path);
    await expect(
      page.locator(
        ':is(sq-add-to-cart, sq-pill-cart, sq-afterpay-pill, sq-restock-signup, sq-custom-form):not([data-hydrated])',
      ),
    ).toHaveCount(0);
    const mismatches = await page.evaluate((html) => {
      const server = new DOMParser().parseFromString(html, 'text/html');
      const selector =
        'sq-add-to-cart, sq-pill-cart, sq-afterpay-pill, sq-restock-signup, sq-custom-form';
      const live = Array.from(document.querySelectorAll(selector));
      return Array.from(server.querySelectorAll(selector)).flatMap((element, index) => {
        const hydrated = live[index]?.cloneNode(true) as Element | undefined;
        // React may write one text as several adjacent text nodes; the page looks the same.
        hydrated?.normalize();
        // The captcha provider's own DOM arrives after hydration, inside a container sized for it.
        for (const box of hydrated?.querySelectorAll('.sq-captcha-container') ?? [])
          box.replaceChildren();
        // The first-update marker is the one attribute the server cannot know.
        for (const marked of hydrated?.querySelectorAll('[data-initialized]') ?? []) {
          marked.removeAttribute('data-initialized');
        }
        const same =
          hydrated !== undefined &&
          hydrated.childNodes.length === element.childNodes.length &&
          Array.from(element.childNodes).every((node, i) =>
            node.isEqualNode(hydrated.childNodes[i] ?? null),
          );
        return same
          ? []
          : [`${element.localName}[${index}]: ${element.innerHTML} ≠ ${hydrated?.innerHTML}`];
      });
    }, source);
    expect(mismatches).toEqual([]);
  });
}
