/**
 * What the production build uses in place of `api-contract-check.ts` (see vite.config.ts): answers
 * are not parsed there, and the contract's schemas stay out of the bundles.
 */
export function checkResponse(_method: string, _path: string, _data: unknown): void {}
