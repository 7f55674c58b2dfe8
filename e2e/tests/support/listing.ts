import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Fills the add-product form's vehicle fields with a car the taxonomy knows, placed by its ZIP code. */
export async function fillVehicle(
  page: Page,
  car: { year?: number; make?: string; modelName?: string; mileage?: number } = {},
) {
  await page.getByLabel('Make', { exact: true }).fill(car.make ?? 'Toyota');
  await page.getByLabel('Model', { exact: true }).fill(car.modelName ?? 'Camry');
  await page.getByLabel('Year', { exact: true }).fill(String(car.year ?? 2017));
  await page.getByLabel('Mileage (miles)').fill((car.mileage ?? 84_500).toLocaleString('en-US'));
  await page.getByLabel('Fuel type').selectOption('gasoline');
  await page.getByLabel('Transmission').selectOption('automatic');
  await page.getByLabel('Drivetrain').selectOption('FWD');
  await page.getByLabel('Exterior color').selectOption('blue');
  await page.getByLabel('ZIP code').fill('78701');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Austin, TX');
}
