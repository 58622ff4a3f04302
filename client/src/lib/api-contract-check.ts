import { API_ROUTES } from '@common/api/index';

/**
 * Development and tests only (the production build replaces this module with
 * `api-contract-check.build.ts`, see vite.config.ts): parses an
 * answer with its route's success schema, so a response the contract does not describe is an error
 * where a developer sees it rather than a wrong value deep in a component.
 */
export function checkResponse(method: string, path: string, data: unknown): void {
  const route = API_ROUTES.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`${method} ${path} is not in common/api`);
  const schemas = Object.entries(route.responses);
  if (route.contentType || schemas.some(([status]) => status === '204')) return;
  const errors: string[] = [];
  for (const [, schema] of schemas) {
    const result = schema.safeParse(data);
    if (result.success) return;
    errors.push(result.error.message);
  }
  throw new Error(`The answer of ${method} ${path} does not match its schema: ${errors.join('; ')}`);
}
