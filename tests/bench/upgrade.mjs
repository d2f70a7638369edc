import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { median } from './stats.mjs';

const ORIGIN = 'http://bench.localhost';

/** A product grid of `count` server-rendered buttons, timed from just before the script runs. */
function pageWith(count, script) {
  const element =
    '<sq-add-to-cart item-id="5f1a00000000000000000001" sku="SQ-MUG-01"><button type="button" class="sq-add-to-cart__button" data-state="idle"><span class="sq-add-to-cart__label">Add To Cart</span></button><span class="sq-visually-hidden" role="status"></span></sq-add-to-cart>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>
${Array.from({ length: count }, () => element).join('\n')}
<script>
  window.__done = new Promise((resolve) => {
    let seen = 0;
    new MutationObserver((records) => {
      for (const r of records) if (r.target.hasAttribute('data-hydrated')) seen++;
      // Done once the hydrated page has gone through style, layout and paint: what a shopper sees.
      if (seen === ${count}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__start)));
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  window.__start = performance.now();
</script>
<script src="/${script}"></script>
</body></html>`;
}

async function timeOnce(browser, count, script, files) {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    if (path === 'page.html')
      return route.fulfill({ contentType: 'text/html', body: pageWith(count, script) });
    if (files[path]) return route.fulfill({ contentType: 'text/javascript', body: files[path] });
    // The loader's chunks, as built.
    if (path.startsWith('chunks/'))
      return readFile(`dist/${path}`).then(
        (body) => route.fulfill({ contentType: 'text/javascript', body }),
        () => route.fulfill({ status: 404, body: '' }),
      );
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}/page.html`);
  const ms = await page.evaluate(() => window.__done);
  await page.close();
  return ms;
}

/** Median upgrade time of our bundle and of the vanilla baseline for each element count. */
export async function elementUpgrades(counts, runs) {
  const files = {
    'sq-storefront.js': await readFile('dist/sq-storefront.js', 'utf8'),
    'vanilla.js': await readFile('tests/bench/vanilla-add-to-cart.js', 'utf8'),
  };
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const rows = [];
    for (const count of counts) {
      const ours = [];
      const vanilla = [];
      for (let run = 0; run < runs; run++) {
        ours.push(await timeOnce(browser, count, 'sq-storefront.js', files));
        vanilla.push(await timeOnce(browser, count, 'vanilla.js', files));
      }
      rows.push({ count, ours: median(ours), vanilla: median(vanilla) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
