import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';

const liveStream = /\/api\/events(\/|\?|$)/;
/** The page has loaded what it will once no request but the live stream has been in flight this long. */
const quietMs = 500;

/** The JavaScript a visitor's browser loads for a page, and its size after gzip. */
export async function pageJavaScript(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    // Playwright's `networkidle` never comes: the live-events stream stays open as long as the page.
    const inFlight = new Set<Request>();
    page.on('request', (request) => {
      if (!liveStream.test(request.url())) inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.goto(url, { waitUntil: 'load' });
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const script of scripts) {
      const body = Buffer.from(await (await fetch(script)).arrayBuffer());
      rawBytes += body.length;
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    return { files: scripts.length, rawKiB: rawBytes / 1024, gzipKiB: gzipBytes / 1024 };
  } finally {
    await browser.close();
  }
}
