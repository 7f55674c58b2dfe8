import type { ZipPlace } from '@second-gear/contract';
import zipcodes from 'zipcodes';

export interface ZipLocation extends ZipPlace {
  latitude: number;
  longitude: number;
}

/** Where a US ZIP code is, from the `zipcodes` package's offline table; undefined for an unknown ZIP. */
export function zipLocation(zip: string): ZipLocation | undefined {
  // Five digits only, always as a string: the table also holds Canadian prefixes, and a number loses leading zeros.
  if (!/^\d{5}$/.test(zip)) return undefined;
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US') return undefined;
  return {
    zip,
    city: found.city,
    state: found.state,
    location: `${found.city}, ${found.state}`,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}
