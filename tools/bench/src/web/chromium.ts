/** Debian's Chromium, which Lighthouse and the page loads drive. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Headless on a machine without a display or a sandbox, and no background requests to skew the timings. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
