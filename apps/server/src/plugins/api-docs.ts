import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyPlugin from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeOperation, securitySchemes } from './api-operations.ts';

/**
 * OpenAPI 3.0's `nullable` does not widen an `enum`: a nullable enum allows null only when null is one of its values.
 * The conversion from zod writes `nullable: true` beside the enum, so null is added to the values here.
 */
export function withNullInNullableEnums<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withNullInNullableEnums) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, withNullInNullableEnums(value)]);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) {
    copy.enum = [...(copy.enum as unknown[]), null];
  }
  return copy as T;
}

/**
 * The OpenAPI description of every route, generated from the contract's schemas and the access policy, and its
 * browser at /api/docs.
 */
export const apiDocs = fastifyPlugin<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Second Gear API',
          version: '1.0.0',
          description: 'The used-car marketplace API.',
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: securitySchemes(publicUrl) },
      },
      transform: (route) => {
        const described = describeOperation(route.route.method, route.url, route.schema ?? undefined);
        const { schema, url } = jsonSchemaTransform({ ...route, schema: described.schema });
        return { schema: withNullInNullableEnums({ ...schema, ...described.readOutside }), url };
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
