// Debian's Chromium, shared by the browser tests and the benchmarks: Playwright cannot download
// its own browser on these machines. CHROMIUM_PATH points elsewhere on other machines.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
