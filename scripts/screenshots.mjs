// Full-page screenshots to look at: every path in light and dark, on a phone and a desktop.
// Usage: node scripts/screenshots.mjs <base-url> <path>...
// → .screenshots/<path>-<device>-<mode>.png and, for reading long pages, -part<n>.png slices of that page.
import { chromium, devices } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { BROWSER_PATH } from './lib/browsers.mjs';

const OUT = '.screenshots';
const SLICE_HEIGHT = 1800;
const VIEWPORTS = {
  mobile: { ...devices['Pixel 7'], userAgent: undefined, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1366, height: 900 } },
};

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error('Gebruik: node scripts/screenshots.mjs <basis-url> <pad>...');
  process.exit(2);
}
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({
  executablePath: BROWSER_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const [device, options] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({
      ...options,
      colorScheme,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      // Scroll through once so lazy images load before the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = path
        .replace(/^\/$/, 'home')
        .replace(/^\//, '')
        .replace(/[^a-z0-9]+/gi, '_');
      const file = `${OUT}/${name}-${device}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      const { width, height } = await page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        height: document.documentElement.scrollHeight,
      }));
      for (let part = 0; part * SLICE_HEIGHT < height; part++) {
        const y = part * SLICE_HEIGHT;
        await page.screenshot({
          path: file.replace(/\.png$/, `-part${part + 1}.png`),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(SLICE_HEIGHT, height - y) },
        });
      }
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
