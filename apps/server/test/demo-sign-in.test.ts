import fs from 'node:fs/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoBuyer, demoPassword, demoSellers } from '../src/seed/demo-catalogue.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { createFolderStorage } from '../src/modules/uploads/photo-storage.ts';
import { sessionCookie, signIn } from './sessions.ts';
import { buildTestApp } from './test-app.ts';

const { app, db, pool, uploadsDir } = await buildTestApp();
await seedDatabase({
  db,
  photos: createFolderStorage(uploadsDir),
  demoData: true,
  log: pino({ level: 'silent' }),
});

describe('the demo people', () => {
  it('sign in with the demo password and have their roles', async () => {
    for (const [person, role] of [
      [demoBuyer, 'buyer'],
      [demoSellers[0]!, 'seller'],
      [demoAdmin, 'admin'],
    ] as const) {
      const signedIn = await signIn(app, person.userEmail, demoPassword);
      expect(signedIn.statusCode).toBe(200);
      const answer = await app.inject({
        method: 'GET',
        url: `/api/${role}/${person.userEmail}`,
        headers: { cookie: sessionCookie(signedIn.headers['set-cookie']) },
      });
      expect(Object.values(answer.json())).toEqual([true]);
    }
    expect((await signIn(app, demoBuyer.userEmail, 'not-the-demo-password')).statusCode).toBe(401);
    expect((await fs.readdir(uploadsDir)).length).toBeGreaterThan(0);
  });

  it('see deal ratings with their comparables and similar cars on most car pages', async () => {
    const { rows } = await pool.query<{ id: string }>(
      "select id from cars where sale_status = 'available' order by created_at, id",
    );
    // Every fifth car for sale, across every model line and age.
    const sample = rows.filter((_, index) => index % 5 === 0);
    const rated: { id: string; comparables: number }[] = [];
    let withSimilar = 0;
    for (const { id } of sample) {
      const page = (await app.inject({ method: 'GET', url: `/api/cars/${id}` })).json();
      if (page.dealRating) {
        rated.push({ id, comparables: page.dealRating.comparables });
        expect(page.dealRating.comparables).toBeGreaterThanOrEqual(5);
      }
      if (page.similar.length >= 3) withSimilar++;
    }
    expect(rated.length / sample.length).toBeGreaterThan(0.8);
    expect(withSimilar / sample.length).toBeGreaterThan(0.8);
    // A rated car's comparables are the ones its rating counted (which car comes first varies with the seed's ids).
    const first = rated[0]!;
    const comparables = (
      await app.inject({ method: 'GET', url: `/api/cars/${first.id}/comparables` })
    ).json();
    expect(comparables.comparables).toHaveLength(first.comparables);
  }, 120_000);
});
