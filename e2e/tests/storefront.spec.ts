import { expect, expectAccessible, test } from './support/fixtures.ts';

const isPhone = (projectName: string) => projectName === 'phone';

test.describe('the storefront', () => {
  test('home shows the hero, the seeded models and the latest advertised cars', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Second Gear/);

    const hero = page.getByRole('region', { name: 'Highlights carousel' });
    await expect(hero).toBeVisible();
    const firstHeroImage = hero.locator('.swiper-slide-active img');
    await expect(firstHeroImage).toHaveJSProperty('complete', true);
    const heroSource = await firstHeroImage.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(heroSource).toContain(
      isPhone(testInfo.project.name) ? '/images/hero/small-1.webp' : '/images/hero/wide-1.webp',
    );

    const models = page.getByRole('region', { name: 'Browse Our Models', exact: true });
    const modelLinks = models.getByRole('link');
    await expect(modelLinks).toHaveCount(8);
    await expect(models.getByRole('link', { name: /Sedan/ })).toHaveAttribute('href', '/carModels/Sedan');
    await expect(models.getByRole('link', { name: /SUV/ })).toHaveAttribute('href', '/carModels/SUV');
    for (const image of await models.getByRole('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }

    const latest = page.getByRole('region', { name: 'Latest Collections', exact: true });
    await latest.scrollIntoViewIfNeeded();
    await expect(latest.getByText('2019 BMW 430i Coupe').first()).toBeAttached();
    // Demo prices follow the cars' age, so they change with the year: any whole-dollar price.
    await expect(latest.getByText(/^\$\d{1,3}(,\d{3})*$/).first()).toBeAttached();
    // Sold cars never appear, even if they were advertised.
    await expect(latest.getByText('2019 Honda CR-V EX')).toHaveCount(0);

    const promo = page.getByRole('region', { name: /sell/i }).last();
    await expect(promo).toBeVisible();
    await expectAccessible(page);
  });

  test('the hero carousel autoplays, and answers its arrows and pagination', async ({ page }) => {
    // Each change of the shown slide, timed by the page's own clock: a slow machine delays the test's steps, not the
    // carousel's timer, so the time a slide stays is measured where it runs.
    await page.addInitScript(() => {
      const shown: { index: string; at: number }[] = [];
      Object.assign(window, { heroSlidesShown: shown });
      new MutationObserver(() => {
        const index = document
          .querySelector('[aria-label="Highlights carousel"] .swiper-slide-active')
          ?.getAttribute('data-swiper-slide-index');
        if (index != null && shown.at(-1)?.index !== index) shown.push({ index, at: performance.now() });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
    });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights carousel' });
    const activeSlide = () => hero.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    // A click while a slide is still moving is dropped, as for a person: wait for each move to finish.
    const settledOn = async (index: string) => {
      await expect.poll(activeSlide).toBe(index);
      await expect
        .poll(() =>
          hero.evaluate(
            (element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating,
          ),
        )
        .toBe(false);
    };
    await settledOn('0');

    // Autoplay every 5000 ms: the first slide stays that long (a timer never fires early), then the second comes.
    await expect.poll(activeSlide, { timeout: 10_000 }).toBe('1');
    const [first, second] = await page.evaluate(
      () => Reflect.get(window, 'heroSlidesShown') as { index: string; at: number }[],
    );
    expect([first?.index, second?.index]).toEqual(['0', '1']);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(4_900);

    await settledOn('1');

    await hero.getByRole('button', { name: 'Go to slide 3' }).click();
    await settledOn('2');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    // It loops: after the third comes the first.
    await settledOn('0');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await settledOn('2');
  });

  test('Latest Collections shows three cars per view on wide screens and one on phones', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest Collections', exact: true });
    await latest.scrollIntoViewIfNeeded();
    const carousel = latest.locator('.swiper').first();
    await expect(carousel.locator('.swiper-slide').first()).toBeVisible();
    const { carouselWidth, slideWidth } = await carousel.evaluate((element) => ({
      carouselWidth: element.getBoundingClientRect().width,
      slideWidth: element.querySelector('.swiper-slide')!.getBoundingClientRect().width,
    }));
    const perView = Math.round(carouselWidth / slideWidth);
    expect(perView).toBe(isPhone(testInfo.project.name) ? 1 : 3);
  });

  test('the header navigates, collapsing into a menu on phones', async ({ page }, testInfo) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isPhone(testInfo.project.name)) {
      const menu = nav.getByRole('button', { name: 'Open menu' });
      await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
      // The first view is prerendered: a tap that lands before the page's script has taken over does nothing, as it
      // would for a person, so tap again until the menu opens.
      await expect(async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
      }).toPass();
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You may want to know' })).toBeVisible();
  });

  test('the blog answers four questions', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.getByRole('heading', { level: 1, name: 'You may want to know' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const topic of [/state/i, /React.*Angular.*Vue|Angular.*Vue/i, /prototyp/i, /unit test/i]) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('the footer shows hours, social links and a newsletter box that does nothing', async ({ page }) => {
    // Home is drawn before its scripts run; the calls they make once they have taken it over are its own, not the
    // newsletter's: wait for them before listening.
    const ownCalls = ['/api/carModels', '/api/products/advertise', '/api/auth/get-session'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    );
    await page.goto('/home');
    await Promise.all(ownCalls);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(/9:30\s?am/i)).toBeVisible();
    await expect(footer.getByText(/7:00\s?pm/i)).toBeVisible();
    await expect(footer.getByText(/Saturday/i)).toBeVisible();
    await expect(footer.getByText(/Sunday/i)).toBeVisible();
    await expect(footer.getByText(/2022/)).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      await expect(footer.getByRole('link', { name: network })).toBeVisible();
    }
    for (const name of ['About us', 'Find a Used Car', 'Services', 'Contact']) {
      await expect(footer.getByText(name)).not.toHaveAttribute('href');
    }
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

    // Photos near the footer load lazily once it is scrolled into view, and the page's live-events stream stays open:
    // neither is the newsletter's doing. Anything else it sent would be.
    const requests: string[] = [];
    page.on('request', (request) => {
      const events = new URL(request.url()).pathname.startsWith('/api/events');
      if (request.resourceType() !== 'image' && !events) requests.push(request.url());
    });
    await footer.getByLabel(/e-?mail/i).fill('not an email at all');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(requests).toEqual([]);
  });

  test('an unknown page shows the error page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'The stuff Something went wrong !' })).toBeVisible();
    const picture = page.locator('main img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('region', { name: 'Browse Our Models', exact: true })).toBeVisible();
  });
});
