// `npm run bench`: figures only, no pass/fail. Expects `npm run build` to have run.

import { printLighthouse } from './lighthouse.mjs';
import { printServerFigures, serverFigures } from './server-figures.mjs';
import { printBundleSizes } from './size.mjs';
import { printTemplateSpeed, templateBundleSize, templateSpeed } from './template.mjs';
import { elementUpgrades } from './upgrade.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

await printBundleSizes();

console.log(
  '\nUpgrade: script start → N <sq-add-to-cart> upgraded and interactive (Chromium, median of 7)',
);
const upgrades = await elementUpgrades([10, 100, 1000], 7);
console.log('      N    sq-storefront    vanilla    ratio');
for (const row of upgrades) {
  console.log(
    `  ${String(row.count).padStart(5)}  ${row.ours.toFixed(1).padStart(11)} ms  ${row.vanilla.toFixed(1).padStart(6)} ms  ${(row.ours / row.vanilla).toFixed(1).padStart(5)}×`,
  );
}
const at = (n) => upgrades.find((row) => row.count === n).ours;
console.log(`  growth 100 → 1000: ${(at(1000) / at(100)).toFixed(1)}× (linear would be 10×)`);

printServerFigures(await serverFigures({ concurrency: 16, requests: 2000 }));

console.log(
  '\nTemplate engine: renders per second on the same workload (ours vs @squarespace/template-engine)',
);
const engineSize = await templateBundleSize();
console.log(
  `  browser bundle without locale data: minified ${kb(engineSize.minified)} · gzip ${kb(engineSize.gzip)}`,
);
printTemplateSpeed(await templateSpeed());

// Lighthouse: every demo page and /shop page, mobile preset, median of 3 runs.
await printLighthouse({ runs: 3 });
