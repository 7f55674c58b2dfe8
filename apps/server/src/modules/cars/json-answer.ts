import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The JSON of `value` encoded with the route's contract `schema`, exactly as the route's serializer would
 * write it (the schema also drops private fields): made once and kept, rather than once per request.
 */
export function jsonBytes<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, value)));
}

/** Sends JSON made by `jsonBytes` as it is (Fastify does not serialize a Buffer again). */
export function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
