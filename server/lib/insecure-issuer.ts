import type { Config } from '../config.js';

/**
 * openid-client refuses plain http, rightly. Tests run their identity and mail providers on
 * http://127.0.0.1, so http is let through for a loopback issuer outside production, and never
 * otherwise. Shared by the sign-in provider and the mailbox providers.
 */
export function allowsInsecureIssuer(config: Pick<Config, 'NODE_ENV'>, issuer: URL): boolean {
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  return issuer.protocol === 'http:' && loopback && config.NODE_ENV !== 'production';
}
