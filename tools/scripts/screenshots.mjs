// Screenshots of app routes at desktop and phone width, for looking at the UI as a person would.
// Usage: node tools/scripts/screenshots.mjs http://127.0.0.1:3000 /about-us /help ...  → tmp/screenshots/*.png
// LOGIN=email:password logs in through the login screen first; FULL=1 takes full-page shots.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
mkdirSync('tmp/screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of widths) {
  const page = await browser.newPage({
    viewport: { width, height: width > 600 ? 800 : 844 },
    locale: 'es-AR',
  });
  page.on(
    'console',
    (message) => message.type() === 'error' && console.error(`[${width}] console:`, message.text()),
  );
  if (process.env.LOGIN) {
    const [email, password] = process.env.LOGIN.split(':');
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  }
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const file = `tmp/screenshots/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}_${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
