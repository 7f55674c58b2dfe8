import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyPlugin from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description of every route, generated from the contract's schemas, and its browser at /api/docs. */
export const apiDocs = fastifyPlugin(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Second Gear API', version: '1.0.0', description: 'The used-car marketplace API.' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
