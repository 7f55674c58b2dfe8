import { valuation, valuationComparables, valuationQuery } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ValuationService } from './valuation.service.ts';

export const valuationRoutes: FastifyPluginAsyncZod<{ valuation: ValuationService }> = async (
  app,
  { valuation: service },
) => {
  app.get(
    '/valuation',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'What a car is worth (from a VIN, or make, model and year, with mileage and ZIP): expected price, the middle half of its comparables, days to sell, deal band edges; expectedPrice null with a message when there are too few comparables',
        querystring: valuationQuery,
        response: { 200: valuation },
      },
    },
    async (request) => service.value(request.query),
  );

  app.get(
    '/valuation/comparables',
    {
      schema: {
        tags: ['catalog'],
        summary: "The cars a valuation comes from, each with its price moved to the car's mileage",
        querystring: valuationQuery,
        response: { 200: valuationComparables },
      },
    },
    async (request) => service.comparables(request.query),
  );
};
