import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { vinCheckDigit } from '@second-gear/contract';
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

/**
 * A VIN of the vehicle its first 11 characters describe, with a serial number of its own and a right check digit: a VIN
 * is listed once among cars for sale.
 */
export function vinWithOwnSerial(first11: string): string {
  const serial = String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0');
  const vin = `${first11}${serial}`;
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}
