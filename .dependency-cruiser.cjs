/**
 * The import rules of the code base, checked by `npm run lint` (docs/decisions/026-server-layers.md).
 *
 * Server layers, each importing only downward:
 *   routes  -> services, http, plugins, lib, common   (HTTP only: parse, call a service, shape the answer)
 *   jobs    -> services, the queue (jobs/job-store, jobs/job-types), lib, common
 *   services -> db, mail, llm, lib, the queue, common  (domain rules and transactions; no HTTP)
 *   mail, llm -> db (types), lib, common              (adapters to the outside; no service)
 *   lib, db  -> common                                (no framework, no domain)
 * Common is shared by the server and the client and imports neither. Client features do not import
 * each other, and the client never imports the server. Nothing anywhere is part of an import cycle.
 */

/** Files that only tests load: they may reach across layers to set up a scene. */
const TESTS = ['\\.test\\.tsx?$', '^server/test/', '^client/test/', '^e2e/', '^bench/'];

const SERVER_UPPER = '^server/(app|server)\\.ts$';
/**
 * The route side of the API contract (a route's Fastify options from its common/api entry) is
 * HTTP too, though it still lives in lib: it belongs in server/http.
 */
const HTTP_LAYER = ['^server/(routes|plugins|http)/', SERVER_UPPER, '^node_modules/(fastify|@fastify/)'];
const QUEUE = '^server/jobs/(job-store|job-types)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part out, or pass it in as a parameter.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'services-no-http',
      severity: 'error',
      comment:
        'A service knows nothing of HTTP or of who calls it: throw a DomainError (server/lib/domain-error.ts) and let the route shape the answer.',
      from: { path: '^server/services/', pathNot: TESTS },
      to: { path: [...HTTP_LAYER, '^server/jobs/'], pathNot: QUEUE },
    },
    {
      name: 'adapters-no-services',
      severity: 'error',
      comment:
        'mail, llm, billing, lib and db are below the services: they never import a service, a job, a route or HTTP. Pass what they need in as a parameter.',
      from: { path: '^server/(mail|llm|lib|db|billing)/', pathNot: TESTS },
      to: { path: ['^server/(services|jobs)/', ...HTTP_LAYER] },
    },
    {
      name: 'lib-db-below-adapters',
      severity: 'error',
      comment: 'lib and db are the bottom of the server: they never import mail or llm.',
      from: { path: '^server/(lib|db)/', pathNot: TESTS },
      to: { path: '^server/(mail|llm)/' },
    },
    {
      name: 'routes-through-services',
      severity: 'error',
      comment:
        'A route parses, calls one service and shapes the answer: data access, mail and llm are reached through a service.',
      from: { path: '^server/routes/', pathNot: TESTS },
      to: { path: ['^server/(db|mail|llm|jobs)/', '^node_modules/kysely/'], pathNot: '^server/db/schema\\.ts$' },
    },
    {
      name: 'jobs-thin',
      severity: 'error',
      comment: 'A job is a thin definition that calls a service: no HTTP, no routes.',
      from: { path: '^server/jobs/', pathNot: TESTS },
      to: { path: HTTP_LAYER },
    },
    {
      name: 'common-stands-alone',
      severity: 'error',
      comment: 'common/ is shared by the server and the client: it imports neither.',
      from: { path: '^common/', pathNot: TESTS },
      to: { path: ['^server/', '^client/'] },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The client talks to the server over HTTP only (types come from common/).',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment:
        'A feature never imports another feature or the app: move what they share to client/src/components or client/src/lib.',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: ['^client/src/features/', '^client/src/app/'], pathNot: '^client/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^test-results/', '^playwright-report/'] },
    // Type-only imports count too: a service may not even name a Fastify type.
    tsPreCompilationDeps: true,
    // The client's path aliases (@/..., @common/...); the server uses relative paths only.
    webpackConfig: { fileName: '.dependency-cruiser.webpack.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
