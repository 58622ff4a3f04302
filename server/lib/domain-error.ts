/**
 * What went wrong, in the terms of the domain rather than of HTTP. Services and adapters (mail,
 * llm) throw these; the error handler (server/plugins/error-handler.ts) is the one place that turns
 * a kind into a status code. `code` is the stable snake_case code clients and tests rely on, and
 * `message` is shown to the user as it is.
 */
export type DomainErrorKind =
  /** The input breaks a rule of the domain (an unknown agent, an expired reset code). */
  | 'invalid'
  /** The caller could not be identified (wrong credentials, a key the provider refused). */
  | 'unauthorized'
  /** An outside account has run out of credit. */
  | 'quota_exceeded'
  /** The caller is known but may not do this. */
  | 'forbidden'
  | 'not_found'
  /** The state changed or does not allow this now (taken address, a message already sent). */
  | 'conflict'
  | 'rate_limited'
  /** Something this server depends on is not there (not configured, not reachable). */
  | 'unavailable'
  /** An outside service answered with a failure or with something unusable. */
  | 'upstream_failed'
  /** An outside service did not answer in time. */
  | 'upstream_timeout';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, code = 'bad_request') => new DomainError('invalid', code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new DomainError('not_found', code, message);
export const conflict = (message: string, code = 'conflict') => new DomainError('conflict', code, message);
export const forbidden = (message = 'You do not have access to this resource', code = 'forbidden') =>
  new DomainError('forbidden', code, message);
export const unavailable = (message: string, code = 'unavailable') => new DomainError('unavailable', code, message);
