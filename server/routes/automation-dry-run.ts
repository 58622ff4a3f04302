import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const automationDryRunRoutes: FastifyPluginAsyncZod = async () => {};
