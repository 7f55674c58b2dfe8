import { describe, expect, it } from 'vitest';
import { carAnswer } from '../../test/first-view-answers';
import { schemaOrgProblems } from '../../test/schema-org';
import { carStructuredData } from './car-structured-data';

const origin = 'https://secondgear.example';
const url = `${origin}/cars/car-1`;

describe("a car page's structured data", () => {
  it('is a schema.org Car with its Offer, VIN and mileage in miles, every property one schema.org gives it', () => {
    const car = {
      ...carAnswer,
      sellerId: 'seller-1',
      vin: '1HGCM82633A004352',
      location: 'Austin, TX',
      description: 'One owner.',
    };
    const data = carStructuredData(car, url, origin);

    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2018 Toyota Camry SE',
      url,
      image: [`${origin}/uploads/cars/camry-640.webp`, `${origin}/uploads/cars/camry-2-640.webp`],
      description: 'One owner.',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Camry',
      vehicleConfiguration: 'SE',
      vehicleModelDate: '2017',
      vehicleIdentificationNumber: '1HGCM82633A004352',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 61_200, unitCode: 'SMI' },
      driveWheelConfiguration: 'https://schema.org/FrontWheelDriveConfiguration',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url,
        price: 12_500,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: 'Sam Lee', url: `${origin}/sellers/seller-1` },
        availableAtOrFrom: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Austin',
            addressRegion: 'TX',
            postalCode: '78701',
          },
        },
      },
    });
  });

  it("names a dealership's car's seller as the AutoDealer and a sold car as sold out", () => {
    const car = {
      ...carAnswer,
      saleStatus: 'sold' as const,
      dealer: { slug: 'hill-motors', name: 'Hill Motors' },
    };
    const data = carStructuredData(car, url, origin);

    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data.offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      seller: { '@type': 'AutoDealer', name: 'Hill Motors', url: `${origin}/dealers/hill-motors` },
    });
  });

  it('leaves out what a car listed before vehicle data was asked for does not have', () => {
    const car = {
      ...carAnswer,
      make: null,
      modelName: null,
      trim: null,
      year: null,
      mileage: null,
      fuelType: null,
      transmission: null,
      drivetrain: null,
      exteriorColor: null,
      vin: null,
      zip: null,
    };
    const data = carStructuredData(car, url, origin);

    expect(schemaOrgProblems(data)).toEqual([]);
    for (const absent of [
      'brand',
      'model',
      'mileageFromOdometer',
      'vehicleIdentificationNumber',
      'vehicleModelDate',
    ])
      expect(data).not.toHaveProperty(absent);
  });
});
