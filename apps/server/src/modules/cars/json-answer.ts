import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

type Encoding = 'br' | 'gzip';
/** Below this, answers go as they are (the compression plugin's threshold). */
const compressFrom = 1024;

/**
 * JSON made by `jsonBytes` with its compressed forms, each made the first time a client asks for it and kept with it:
 * an answer sent many times is compressed once, not on every request.
 */
export class ReadyJson {
  private readonly encoded = new Map<Encoding, Buffer>();
  readonly json: Buffer;

  constructor(json: Buffer) {
    this.json = json;
  }

  /** The bytes held: the JSON and the compressed forms made so far. */
  get bytes(): number {
    let total = this.json.length;
    for (const form of this.encoded.values()) total += form.length;
    return total;
  }

  encodedAs(encoding: Encoding): Buffer {
    let form = this.encoded.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : zlib.gzipSync(this.json);
      this.encoded.set(encoding, form);
    }
    return form;
  }
}

/** The encoding the client accepts most (brotli on a tie), as the compression plugin picks it; none for identity. */
function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let best: { encoding: Encoding; quality: number } | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...parameters] = part.trim().split(';');
    const name = token === '*' ? 'br' : token === 'x-gzip' ? 'gzip' : token;
    if (name !== 'br' && name !== 'gzip') continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality > 0)) continue;
    if (!best || quality > best.quality || (quality === best.quality && name === 'br'))
      best = { encoding: name, quality };
  }
  return best?.encoding;
}

/** Sends a ready answer, compressed as the client accepts, without compressing it again. */
export function sendReadyJson(request: FastifyRequest, reply: FastifyReply, ready: ReadyJson) {
  reply.type('application/json; charset=utf-8');
  const encoding =
    ready.json.length >= compressFrom ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(ready.json);
  return reply
    .header('vary', 'accept-encoding')
    .header('content-encoding', encoding)
    .send(ready.encodedAs(encoding));
}
