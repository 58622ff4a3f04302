import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const automationAgentKeyRoutes: FastifyPluginAsyncZod = async () => {};
