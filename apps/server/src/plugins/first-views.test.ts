import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../test/builders.ts';
import { signUp } from '../../test/sessions.ts';
import { buildTestApp } from '../../test/test-app.ts';

// The web build's shell, and in place of its renderer (apps/web/src/prerender.tsx, tested with the web app) one that
// shows what it was handed, so these tests see which answer the server draws a page from.
const webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-web-'));
await fs.mkdir(path.join(webDistDir, 'server'));
// Its shell preloads the scripts' modules, which a drawn document's shell leaves out.
const shellHead = '<meta name="description" content="The site" /><title>Second Gear</title>';
const modulePreload = '<link rel="modulepreload" crossorigin href="/assets/react.js">';
await fs.writeFile(
  path.join(webDistDir, 'index.html'),
  `<!doctype html><html><head>${shellHead}${modulePreload}</head><body><div id="root"></div></body></html>`,
);
await fs.writeFile(
  path.join(webDistDir, 'first-view.html'),
  `<!doctype html><html><head>${shellHead}</head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`,
);
await fs.writeFile(
  path.join(webDistDir, 'server', 'prerender.js'),
  `export async function renderFirstView(path, { data, origin }) {
    if (!data) return { head: '<title>Error</title>', root: '<h1 data-path="' + path + '">Something went wrong</h1>' };
    if (data.answer.productName === 'Breaks the renderer') throw new Error('render failed');
    const what = data.page === 'search' ? data.answer.cars.map((car) => car.make).join(', ') : data.answer._id;
    const description = data.page === 'car' ? '<meta name="description" content="A car"/>' : '';
    return { head: '<title>Rendered</title>' + description, root: '<p data-path="' + path + '" data-origin="' + origin + '">' + what + '</p>' };
  }
  export const isPage = (pathname) => !pathname.startsWith('/nowhere');
  export const nowherePath = '/not-a-page';`,
);

const { app, db } = await buildTestApp({ webDistDir, publicUrl: 'https://second-gear.example' });
const seller = await createAccount(db, { accountStatus: 'seller' });
const model = await createCarModel(db, 'Sedan');
const refs = { sellerId: seller.id, modelId: model.id };
const civic = await createCar(db, refs, {
  productName: 'Civic </script><script>alert(1)</script>',
  make: 'Honda',
  modelName: 'Civic',
});
await createCar(db, refs, { productName: 'Camry for sale', make: 'Toyota', modelName: 'Camry' });
const broken = await createCar(db, refs, { productName: 'Breaks the renderer' });

function dataBlockOf(body: string): unknown {
  const text = /<script type="application\/json" id="first-view-data">(.*?)<\/script>/.exec(body)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

describe('pages rendered with their data', () => {
  it('draws the search page from the answer its own call gets, and sends that answer along', async () => {
    const response = await app.inject({ method: 'GET', url: '/cars?make=Honda&after=ignored' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Rendered</title>');
    expect(response.body).not.toContain('<title>Second Gear</title>');
    expect(response.body).toContain(
      '<div id="root"><p data-path="/cars?make=Honda&after=ignored" data-origin="https://second-gear.example">Honda</p>',
    );
    const search = await app.inject({ method: 'GET', url: '/api/search?make=Honda' });
    expect(dataBlockOf(response.body)).toEqual({
      page: 'search',
      search: '?make=Honda&after=ignored',
      answer: search.json(),
      session: null,
    });
  });

  it('draws a car page from the car as a visitor sees it, its text unable to end the data block', async () => {
    const response = await app.inject({ method: 'GET', url: `/cars/${civic.id}` });

    expect(response.statusCode).toBe(200);
    const car = await app.inject({ method: 'GET', url: `/api/cars/${civic.id}` });
    expect(dataBlockOf(response.body)).toEqual({
      page: 'car',
      id: civic.id,
      answer: car.json(),
      session: null,
    });
    expect(car.json()).toMatchObject({ signedIn: false });
    expect(response.body).toContain('<title>Rendered</title><meta name="description" content="A car"/>');
    expect(response.body).not.toContain('The site');
    expect(response.body).toContain('Civic \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // The shell's entry script's end, and the data block's: none inside it.
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
  });

  it("does not preload the scripts of a drawn page ahead of its photos, as the browser's own pages do", async () => {
    const drawn = await app.inject({ method: 'GET', url: `/cars/${civic.id}` });
    const left = await app.inject({ method: 'GET', url: '/cars?priceMax=cheap' });

    expect(drawn.body).toContain('<title>Rendered</title>');
    expect(drawn.body).not.toContain('modulepreload');
    expect(left.body).toContain(modulePreload);
  });

  it.each([
    ['a search the contract refuses', '/cars?priceMax=cheap'],
    ['a search the server refuses', '/cars?make=Notamake'],
    ['a page the renderer fails on', `/cars/${broken.id}`],
  ])('leaves %s to the browser, which explains it', async (_case, url) => {
    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Second Gear</title><');
    expect(response.body).toContain('<div id="root"></div>');
    expect(dataBlockOf(response.body)).toBeUndefined();
  });

  it('draws the page for the signed-in visitor, as theirs alone, and tells the browser whose it is', async () => {
    const visitor = await app.inject({ method: 'GET', url: `/cars/${civic.id}` });
    const person = await signUp(app, { name: 'Dana Driver', origin: 'https://second-gear.example' });
    const signedIn = await app.inject({
      method: 'GET',
      url: `/cars/${civic.id}`,
      headers: { cookie: person.cookie },
    });
    const stale = await app.inject({
      method: 'GET',
      url: `/cars/${civic.id}`,
      headers: { cookie: 'better-auth.session_token=ended.signature' },
    });

    expect(dataBlockOf(visitor.body)).toMatchObject({ session: null });
    expect(visitor.headers.vary).toMatch(/cookie/i);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(signedIn.statusCode).toBe(200);
    expect(dataBlockOf(signedIn.body)).toMatchObject({
      page: 'car',
      session: { user: { email: person.email, name: 'Dana Driver' } },
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toMatch(/cookie/i);
    expect(dataBlockOf(stale.body)).toMatchObject({ session: null });
  });

  it("draws a seller's profile from its answer, and answers an unknown seller with 404", async () => {
    const response = await app.inject({ method: 'GET', url: `/sellers/${seller.id}` });

    expect(response.statusCode).toBe(200);
    const profile = await app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` });
    expect(dataBlockOf(response.body)).toEqual({
      page: 'seller',
      id: seller.id,
      answer: profile.json(),
      session: null,
    });
    expect(response.body).toContain(`>${seller.id}</p>`);

    const unknown = await app.inject({ method: 'GET', url: '/sellers/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(dataBlockOf(unknown.body)).toBeUndefined();
  });

  it('answers an unknown car with 404 and the page that explains it', async () => {
    const response = await app.inject({ method: 'GET', url: '/cars/00000000-0000-4000-8000-000000000000' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(dataBlockOf(response.body)).toBeUndefined();
  });

  it.each(['/nowhere', '/nowhere/at/all?x=1'])(
    'answers %s, a page the app does not have, with 404',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each(['/blog?x=%00', '/cars?make=%00', '/nowhere%00'])(
    'answers %s, an address holding NUL, with 400 and the error page drawn without scripts',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(
        '<div id="root"><h1 data-path="/not-a-page">Something went wrong</h1></div>',
      );
      expect(response.body).toContain('<title>Error</title>');
      expect(response.body).not.toContain('<script');
    },
  );

  it('still refuses NUL in API calls with the API error body, and serves no file for it', async () => {
    const call = await app.inject({ method: 'GET', url: '/api/search?make=%00' });
    const file = await app.inject({ method: 'GET', url: '/assets/index.js%00' });

    expect(call.statusCode).toBe(400);
    expect(call.json()).toMatchObject({ error: 'BAD_REQUEST' });
    expect(file.statusCode).toBeGreaterThanOrEqual(400);
    expect(file.statusCode).toBeLessThan(500);
  });

  it('serves other pages their shell as before', async () => {
    const response = await app.inject({ method: 'GET', url: '/deal-ratings' });
    expect(response.body).toContain('<div id="root"></div>');
  });
});
