import { beforeAll, describe, expect, it } from 'vitest';
import { createCarsRepo } from '../cars/cars.repo.ts';
import { createAccount, createCar, createCarModel, createDealer } from '../../../test/builders.ts';
import { buildTestApp, testPublicUrl } from '../../../test/test-app.ts';

const { app, db, databaseUrl } = await buildTestApp({ checkAnswers: false });
/** A second server on the same data whose sitemap files hold at most six addresses. */
const partSize = 6;
const { app: cutApp } = await buildTestApp({
  databaseOf: { databaseUrl },
  sitemapPartSize: partSize,
  checkAnswers: false,
});

const listedAt = new Date('2026-02-03T10:00:00Z');
const repricedAt = new Date('2026-02-20T08:30:00Z');
const second = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Each `<url>` of a sitemap file: its address, its lastmod and its language alternates. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(entry!)![1]!.replace(/&amp;/g, '&'),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(entry!)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
        ([, language, href]) => [language, href!.replace(/&amp;/g, '&')],
      ),
    ),
  }));
}
const locsOf = (xml: string) => urlsOf(xml).map((url) => url.loc);
const address = (path: string) => `${testPublicUrl}${path}`;

let seller: { id: string };
let dealer: { id: string; slug: string };
let onSale: { id: string };
let repriced: { id: string };
let sold: { id: string };
let hidden: { id: string };
let soldOnlySeller: { id: string };
let suspendedSeller: { id: string };
let buyer: { id: string };

beforeAll(async () => {
  const { id: modelId } = await createCarModel(db, 'Sedan');
  seller = await createAccount(db);
  soldOnlySeller = await createAccount(db);
  suspendedSeller = await createAccount(db);
  buyer = await createAccount(db, { accountStatus: 'buyer' });
  const staff = await createAccount(db);
  dealer = await createDealer(db, [{ accountId: staff.id, role: 'owner' }], {
    updatedAt: new Date('2026-01-10T00:00:00Z'),
  });
  onSale = await createCar(db, { sellerId: seller.id, modelId }, { createdAt: listedAt });
  repriced = await createCar(db, { sellerId: seller.id, modelId }, { createdAt: listedAt });
  await createCarsRepo(db).addPriceChange(repriced.id, 14_000, repricedAt);
  sold = await createCar(
    db,
    { sellerId: soldOnlySeller.id, modelId },
    { saleStatus: 'sold', soldAt: listedAt },
  );
  hidden = await createCar(
    db,
    { sellerId: seller.id, modelId },
    { hiddenAt: listedAt, hiddenBy: 'moderator', hiddenReason: 'A scam.' },
  );
  // A suspended seller's cars are hidden by the suspension: nothing of theirs is public.
  await createCar(
    db,
    { sellerId: suspendedSeller.id, modelId },
    { hiddenAt: listedAt, hiddenBy: 'suspension', hiddenReason: 'Suspended.' },
  );
  await createCar(db, { sellerId: staff.id, modelId }, { createdAt: listedAt, dealerId: dealer.id });
});

describe('the sitemap', () => {
  it('lists every public page, car, seller and dealership, with its languages, under an hour of caching', async () => {
    const answer = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locs = locsOf(answer.body);
    expect(locs).toEqual(
      expect.arrayContaining(
        ['/', '/cars', '/blog', '/deal-ratings', '/value-my-car'].map((path) => address(path)),
      ),
    );
    expect(locs).toContain(address(`/cars/${onSale.id}`));
    expect(locs).toContain(address(`/cars/${repriced.id}`));
    expect(locs).toContain(address(`/sellers/${seller.id}`));
    expect(locs).toContain(address(`/dealers/${dealer.slug}`));
    // The home page, the search, three cars, two sellers with cars on sale (one is the dealership's staff), a
    // dealership and three pages of texts.
    expect(locs).toHaveLength(11);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out sold and hidden cars, sellers with nothing on sale or suspended, buyers and private pages', async () => {
    const locs = locsOf((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    for (const gone of [
      `/cars/${sold.id}`,
      `/cars/${hidden.id}`,
      `/sellers/${soldOnlySeller.id}`,
      `/sellers/${suspendedSeller.id}`,
      `/sellers/${buyer.id}`,
    ])
      expect(locs).not.toContain(address(gone));
    expect(locs.filter((loc) => /\/(dashboard|login|signup|api|compare|carModels)\b/.test(loc))).toEqual([]);
  });

  it('dates each car by its last change: its listing, or its latest price change', async () => {
    const urls = urlsOf((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const lastmodOf = (path: string) => urls.find((url) => url.loc === address(path))?.lastmod;
    expect(lastmodOf(`/cars/${onSale.id}`)).toBe(second(listedAt));
    expect(lastmodOf(`/cars/${repriced.id}`)).toBe(second(repricedAt));
    // The dealership's storefront changes with its cars, the home page and the search with the newest listing.
    expect(lastmodOf(`/dealers/${dealer.slug}`)).toBe(second(listedAt));
    expect(lastmodOf('/')).toBe(second(listedAt));
    expect(lastmodOf('/blog')).toBeNull();
  });

  it('gives each page its English and Spanish addresses, and the plain one as the default', async () => {
    const urls = urlsOf((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const car = urls.find((url) => url.loc === address(`/cars/${onSale.id}`))!;
    expect(car.alternates).toEqual({
      en: address(`/cars/${onSale.id}?lang=en`),
      es: address(`/cars/${onSale.id}?lang=es`),
      'x-default': address(`/cars/${onSale.id}`),
    });
  });

  it('becomes an index of parts of at most the limit once there are more addresses, together the same pages', async () => {
    const whole = locsOf((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const answer = await cutApp.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...answer.body.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(
      ([, loc]) => loc!,
    );
    expect(parts.length).toBeGreaterThan(1);
    const inParts: string[] = [];
    for (const part of parts) {
      expect(part.startsWith(`${testPublicUrl}/sitemaps/`)).toBe(true);
      const file = await cutApp.inject({ method: 'GET', url: new URL(part).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=3600');
      const locs = locsOf(file.body);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(partSize);
      inParts.push(...locs);
    }
    expect(inParts.toSorted()).toEqual(whole.toSorted());
  });

  it('cuts a kind with more pages than the limit into several parts', async () => {
    const { id: modelId } = await createCarModel(db, 'Coupe');
    const many = await createAccount(db);
    for (let index = 0; index < 2 * partSize; index++) await createCar(db, { sellerId: many.id, modelId });
    const index = (await cutApp.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const carParts = [...index.matchAll(/\/sitemaps\/(cars-[^<]*)\.xml/g)].map(([, name]) => name!);
    expect(carParts.length).toBeGreaterThanOrEqual(3);
    const cars = new Set<string>();
    for (const name of carParts) {
      const locs = locsOf((await cutApp.inject({ method: 'GET', url: `/sitemaps/${name}.xml` })).body);
      expect(locs.length).toBeLessThanOrEqual(partSize);
      for (const loc of locs) cars.add(loc);
    }
    // Three cars before, twelve more: each in exactly one part.
    expect(cars.size).toBe(3 + 2 * partSize);
  });

  it('answers 404 for a part no index names', async () => {
    for (const url of ['/sitemaps/nothing.xml', '/sitemaps/cars-12.xml', '/sitemaps/pages.txt']) {
      const answer = await cutApp.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });
});

describe('robots.txt', () => {
  it('names the sitemap by its full address and keeps crawlers out of dashboards, accounts and the API', async () => {
    const answer = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const lines = answer.body.split('\n');
    expect(lines).toContain(`Sitemap: ${testPublicUrl}/sitemap.xml`);
    for (const path of ['/dashboard', '/api/', '/login', '/signup', '/auth/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /cars');
    expect(lines).not.toContain('Disallow: /');
  });
});
