import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Asserts axe-core finds no serious or critical WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours are judged at rest: a button fading in as it becomes enabled would be caught between two colours.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(severe, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Every journey checks that the page never talks to a third party it did not mean to visit.
 */
export const test = base.extend<{ foreignRequests: string[]; allowedOrigins: string[] }>({
  // Third parties a journey deliberately visits (the Google stand-in plays Google).
  allowedOrigins: [[], { option: true }],
  foreignRequests: [
    async ({ page, baseURL, allowedOrigins }, use) => {
      const allowed = [new URL(baseURL!).origin, ...allowedOrigins];
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        const ours = allowed.some((origin) => url.startsWith(origin)) || /^(data|blob):/.test(url);
        if (!ours) foreign.push(url);
      });
      await use(foreign);
      expect(foreign, 'requests to third parties').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
