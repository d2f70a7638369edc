import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { benchServer } from './server-load.mjs';
const server = await benchServer();
const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
  await page.goto(server.base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents;
  const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  const main = events.filter((e) => isTask(e) && e.dur > 20000);
  const rn = events.find(e=>e.name==='thread_name'&&e.args?.name==='CrRendererMain');
  const tid = rn?.tid; console.log('tasks', main.length, 'tid', tid);
  console.log('==', path);
  for (const t of main.filter((e) => e.tid === tid)) {
    const inside = events.filter((e) => e.tid === tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 1000 && !isTask(e) && e.ph==="X");
    const desc = inside.slice(0, 12).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${(e.dur / 1000).toFixed(0)}`).join(' ');
    console.log((t.dur / 1000).toFixed(0).padStart(5), 'ms', desc);
  }
  await page.close();
}
await browser.close(); await server.close();
