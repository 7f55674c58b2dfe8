import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * What a feature module hands the app: the service other modules are given (never its repo), and its routes, mounted
 * under /api. Each module builds its own repo and service from the dependencies its deps type names.
 */
export interface FeatureModule<Service> {
  service: Service;
  routes: FastifyPluginAsyncZod;
}

type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Registers the module's routes on `api` and gives back its service, for the modules built after it. */
export async function mountModule<Service>(api: Api, module: FeatureModule<Service>): Promise<Service> {
  await api.register(module.routes);
  return module.service;
}
