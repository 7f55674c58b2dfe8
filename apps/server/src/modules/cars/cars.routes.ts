import { advertisedProductList, carModelList } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CarsService } from './cars.service.ts';

export const carsRoutes: FastifyPluginAsyncZod<{ cars: CarsService }> = async (app, { cars }) => {
  app.get(
    '/carModels',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Car models for the "Browse Our Models" grid',
        response: { 200: carModelList },
      },
    },
    () => cars.carModels(),
  );

  app.get(
    '/products/advertise',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Advertised cars still for sale, newest first ("Latest Collections")',
        response: { 200: advertisedProductList },
      },
    },
    () => cars.advertisedCars(),
  );
};
