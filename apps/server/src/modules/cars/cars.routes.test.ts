import { advertisedProductList, carModelList } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db } = await buildTestApp();

describe('GET /api/carModels', () => {
  it('lists every model with its image, in catalogue order', async () => {
    await createCarModel(db, 'Roadster');
    await createCarModel(db, 'Estate');

    const response = await app.inject({ method: 'GET', url: '/api/carModels' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const models = carModelList.parse(response.json());
    expect(models.map((entry) => entry.model)).toEqual(expect.arrayContaining(['Roadster', 'Estate']));
    expect(models.every((entry) => entry.image.startsWith('/uploads/'))).toBe(true);
  });
});

describe('GET /api/products/advertise', () => {
  const hour = 3_600_000;
  let names: Record<string, string>;

  beforeAll(async () => {
    const seller = await createAccount(db);
    const { id: modelId } = await createCarModel(db, 'Hatch');
    const refs = { sellerId: seller.id, modelId };
    const now = Date.now();
    const older = await createCar(db, refs, { advertisedAt: new Date(now - 2 * hour), resalePrice: 9_500 });
    const newer = await createCar(db, refs, { advertisedAt: new Date(now - hour) });
    const sold = await createCar(db, refs, { advertisedAt: new Date(now), saleStatus: 'sold' });
    const plain = await createCar(db, refs);
    names = {
      older: older.productName,
      newer: newer.productName,
      sold: sold.productName,
      plain: plain.productName,
    };
  });

  it('shows advertised cars that are still for sale, newest advertisement first', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/advertise' });

    expect(response.statusCode).toBe(200);
    const cards = advertisedProductList.parse(response.json());
    expect(cards.map((card) => card.productName)).toEqual([names.newer, names.older]);
    expect(cards[1]).toMatchObject({ model: 'Hatch', resalePrice: 9_500 });
    expect(Object.keys(cards[0]!).sort()).toEqual([
      '_id',
      'image',
      'model',
      'priceDrop',
      'productName',
      'resalePrice',
      'reservedUntil',
    ]);
    expect(cards[0]!.priceDrop).toBeNull();
  });

  it('never shows a sold car or one that was not advertised', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/advertise' });
    const shown = advertisedProductList.parse(response.json()).map((card) => card.productName);
    expect(shown).not.toContain(names.sold);
    expect(shown).not.toContain(names.plain);
  });
});
