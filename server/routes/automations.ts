import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const automationRoutes: FastifyPluginAsyncZod = async () => {};
