import type { CarPage, Drivetrain } from '@second-gear/contract';
import type { StructuredData } from '../../components/ui/json-ld';
import { dealerPath } from '../../entities/dealer/dealer-path';
import { sellerPath } from '../../entities/seller/seller-path';

/** schema.org's names of the drive wheels (DriveWheelConfigurationValue). */
const driveWheels: Record<Drivetrain, string> = {
  FWD: 'https://schema.org/FrontWheelDriveConfiguration',
  RWD: 'https://schema.org/RearWheelDriveConfiguration',
  AWD: 'https://schema.org/AllWheelDriveConfiguration',
  '4WD': 'https://schema.org/FourWheelDriveConfiguration',
};

/** Who sells the car, as schema.org has it: the dealership (an `AutoDealer`) or the private seller (a `Person`). */
function sellerOf(car: CarPage, origin: string): StructuredData | undefined {
  if (car.dealer)
    return { '@type': 'AutoDealer', name: car.dealer.name, url: `${origin}${dealerPath(car.dealer.slug)}` };
  if (car.sellerName && car.sellerId)
    return { '@type': 'Person', name: car.sellerName, url: `${origin}${sellerPath(car.sellerId)}` };
  return undefined;
}

/** "Austin, TX" as a postal address's town and state (a place written otherwise is the town). */
function placeOf(location: string): { addressLocality?: string; addressRegion?: string } {
  const townAndState = /^(.+), ([A-Z]{2})$/.exec(location);
  if (townAndState) return { addressLocality: townAndState[1]!, addressRegion: townAndState[2]! };
  return location ? { addressLocality: location } : {};
}

/**
 * The car page's schema.org `Car`: what it is (make, model, year, VIN, mileage in miles as a `QuantitativeValue`, …),
 * its photos, and the `Offer` of it (price in US dollars, used, for sale or sold, and who sells it). `url` is the
 * page's address; photos' addresses are made absolute with `origin`.
 */
export function carStructuredData(car: CarPage, url: string, origin: string): StructuredData {
  const seller = sellerOf(car, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.productName,
    url,
    image: car.images.map((image) => new URL(image, origin).href),
    ...(car.description ? { description: car.description } : {}),
    bodyType: car.model,
    itemCondition: 'https://schema.org/UsedCondition',
    ...(car.make
      ? {
          brand: { '@type': 'Brand', name: car.make },
          manufacturer: { '@type': 'Organization', name: car.make },
        }
      : {}),
    ...(car.modelName ? { model: car.modelName } : {}),
    ...(car.trim ? { vehicleConfiguration: car.trim } : {}),
    ...(car.year ? { vehicleModelDate: String(car.year) } : {}),
    ...(car.mileage !== null
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'SMI' } }
      : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.fuelType ? { fuelType: car.fuelType } : {}),
    ...(car.transmission ? { vehicleTransmission: car.transmission } : {}),
    ...(car.drivetrain ? { driveWheelConfiguration: driveWheels[car.drivetrain] } : {}),
    ...(car.exteriorColor ? { color: car.exteriorColor } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: car.resalePrice,
      priceCurrency: 'USD',
      availability: car.saleStatus === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      ...(seller ? { seller } : {}),
      ...(car.zip || car.location
        ? {
            availableAtOrFrom: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                addressCountry: 'US',
                ...(car.zip ? { postalCode: car.zip } : {}),
                ...placeOf(car.location),
              },
            },
          }
        : {}),
    },
  };
}
