import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

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
    await page.goto(url, { waitUntil: 'networkidle' });
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
