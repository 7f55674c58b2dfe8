import fs from 'node:fs/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { demoBuyer, demoPassword, demoSellers } from '../src/seed/demo-catalogue.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { createFolderStorage } from '../src/modules/uploads/photo-storage.ts';
import { signIn } from './sessions.ts';
import { buildTestApp } from './test-app.ts';

const { app, db, uploadsDir } = await buildTestApp();
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
    ] as const) {
      expect((await signIn(app, person.userEmail, demoPassword)).statusCode).toBe(200);
      const answer = await app.inject({ method: 'GET', url: `/api/${role}/${person.userEmail}` });
      expect(Object.values(answer.json())).toEqual([true]);
    }
    expect((await signIn(app, demoBuyer.userEmail, 'not-the-demo-password')).statusCode).toBe(401);
    expect((await fs.readdir(uploadsDir)).length).toBeGreaterThan(0);
  });
});
