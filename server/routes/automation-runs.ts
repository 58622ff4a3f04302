import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const automationRunRoutes: FastifyPluginAsyncZod = async () => {};
