import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, signedUpAccount } from './sessions.ts';
import { buildTestApp } from './test-app.ts';

const webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-web-'));
await fs.mkdir(path.join(webDistDir, 'assets'));
await fs.writeFile(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html lang="en"><title>Second Gear</title></html>',
);
await fs.writeFile(
  path.join(webDistDir, 'home.html'),
  '<!doctype html><html lang="en"><title>Second Gear — Home</title></html>',
);
await fs.writeFile(
  path.join(webDistDir, 'home.es.html'),
  '<!doctype html><html lang="es"><title>Second Gear — Inicio</title></html>',
);
await fs.writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("app")');
await fs.writeFile(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
await fs.writeFile(path.join(webDistDir, 'sw.js'), 'self.addEventListener("push", () => undefined);');
await fs.writeFile(path.join(webDistDir, 'manifest.webmanifest'), '{"name":"Second Gear"}');

const { app, uploadsDir } = await buildTestApp({ webDistDir });
await fs.mkdir(path.join(uploadsDir, 'cars'), { recursive: true });
await fs.writeFile(path.join(uploadsDir, 'cars', 'photo-640.webp'), Buffer.from('RIFF0000WEBPVP8 '));

describe('the single-page app', () => {
  it.each(['/blog', '/carModels/SUV', '/no/such/page'])('serves index.html for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Second Gear</title>');
  });

  it.each(['/', '/home'])('serves the prerendered home page, home.html, for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Second Gear — Home</title>');
  });

  it('speaks the language the browser asks for first, of those it has', async () => {
    const spanish = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'fr-FR, es-MX;q=0.9, en;q=0.8' },
    });
    expect(spanish.body).toContain('<title>Second Gear — Inicio</title>');
    expect(spanish.headers.vary).toContain('accept-language');
    const page = await app.inject({ method: 'GET', url: '/blog', headers: { 'accept-language': 'es' } });
    expect(page.body).toContain('<html lang="es">');
    const english = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'accept-language': 'de, en;q=0.5' },
    });
    expect(english.body).toContain('<html lang="en">');
  });

  it("switches language with ?lang= and keeps the choice in a cookie over the browser's", async () => {
    const switched = await app.inject({
      method: 'GET',
      url: '/home?lang=es',
      headers: { 'accept-language': 'en' },
    });
    expect(switched.body).toContain('<title>Second Gear — Inicio</title>');
    expect(switched.headers['set-cookie']).toMatch(/^lang=es; Path=\/; Max-Age=\d+; SameSite=Lax$/);

    const later = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { 'accept-language': 'en', cookie: 'lang=es' },
    });
    expect(later.body).toContain('<html lang="es">');
    expect(later.headers['set-cookie']).toBeUndefined();

    const unknown = await app.inject({ method: 'GET', url: '/blog?lang=xx', headers: { cookie: 'lang=zz' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<html lang="en">');
  });

  it("speaks a signed-in person's kept language on a device that has no choice yet, and keeps it there", async () => {
    const person = await signedUpAccount(app, 'buyer');
    await app.inject({
      method: 'PUT',
      url: '/api/accounts/me/language',
      headers: bearer(person),
      payload: { language: 'es' },
    });
    const page = await app.inject({
      method: 'GET',
      url: '/blog',
      headers: { cookie: person.cookie, 'accept-language': 'en' },
    });
    expect(page.body).toContain('<html lang="es">');
    expect(page.headers['set-cookie']).toMatch(/^lang=es;/);
  });

  it('serves hashed assets for a year and other files with revalidation', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web app manifest with their types, always revalidated', async () => {
    // A browser checks the worker for a new version on each visit; a cached copy would hold back every new build.
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the API', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/carModels'],
    ['GET', '/api'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: expect.stringContaining(url) });
  });

  it('publishes its OpenAPI description at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/carModels', '/api/products/advertise', '/api/health']),
    );
  });

  it('does not hand out cross-origin access', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/carModels',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('photos', () => {
  it('are served for a year, sniff-proof', async () => {
    const response = await app.inject({ method: 'GET', url: '/uploads/cars/photo-640.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // E-mails show them: mail programs load them from their own origin.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('a missing photo is a 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/uploads/cars/missing-640.webp' });
    expect(response.statusCode).toBe(404);
  });

  it('cannot be used to read outside the uploads folder', async () => {
    for (const url of [
      '/uploads/../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/..%2f..%2fetc/passwd',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('root:');
    }
  });
});

describe("the e-mails' logo", () => {
  it('is a PNG drawn from the logo, loadable by mail programs', async () => {
    const response = await app.inject({ method: 'GET', url: '/mail/logo.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 84, height: 84 });
  });
});

describe('security headers', () => {
  it.each(['/', '/api/carModels'])('keep what %s serves to this site alone', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each(['/', '/api/carModels', '/uploads/cars/photo-640.webp'])('are set on %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();
  });

  it('answers JSON with its charset', async () => {
    for (const url of ['/api/carModels', '/api/products/advertise', '/api/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
    }
  });

  it('tells browsers to keep to https when served over https', async () => {
    const secure = await buildTestApp({ webDistDir, publicUrl: 'https://second-gear.example' });
    for (const url of ['/', '/api/carModels', '/uploads/cars/none.webp']) {
      const response = await secure.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
