import { decodedVin, makeList, vinParams, zipCode, zipParams, zipPlace } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { VehiclesService } from './vehicles.service.ts';

/** The taxonomy changes only with a new release of the data: browsers may keep it a day. */
const keptADay = 'public, max-age=86400';

export const vehiclesRoutes: FastifyPluginAsyncZod<{
  vehicles: VehiclesService;
  authService: AuthService;
  accounts: AccountsService;
}> = async (app, { vehicles, authService, accounts }) => {
  app.get(
    '/makes',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Makes of passenger cars, trucks and MPVs with their models (NHTSA vPIC), alphabetically',
        response: { 200: makeList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', keptADay);
      return vehicles.makes();
    },
  );

  app.get(
    '/vin/:vin',
    {
      schema: {
        tags: ['vehicles'],
        summary:
          'Decode a VIN offline (sellers): make, model, year, trim, body type, fuel, drivetrain, doors',
        params: vinParams,
        response: { 200: decodedVin },
      },
    },
    async (request) => {
      await accounts.requireSeller(await authService.bearerPrincipal(webHeaders(request)));
      return vehicles.decodeVin(request.params.vin);
    },
  );

  app.get(
    '/zips/:zip',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Where a US ZIP code is, as "City, ST"',
        params: zipParams,
        response: { 200: zipPlace },
      },
    },
    async (request, reply) => {
      const zip = zipCode.safeParse(request.params.zip);
      if (!zip.success) throw new ValidationError(`zip: ${zip.error.issues[0]!.message}`);
      const place = vehicles.place(zip.data);
      if (!place) throw new NotFoundError(`There is no US ZIP code ${zip.data}.`);
      reply.header('cache-control', keptADay);
      return { zip: place.zip, city: place.city, state: place.state, location: place.location };
    },
  );
};
