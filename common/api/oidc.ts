import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';

const tag = 'OpenID sign-in';

/**
 * Browser navigations, not calls: every answer is a redirect. Failures land on
 * `/?login_error=<code>` (LOGIN_ERROR_MESSAGES), never on an error page.
 */
export const oidcApi = {
  login: defineRoute({
    method: 'GET',
    path: '/api/login',
    summary:
      'Start an external sign-in: redirect to the OpenID provider (or to /?login=1, the password dialog, when there is none)',
    tag,
    responses: { 302: NoContent },
    public: true,
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/api/callback',
    summary:
      "The OpenID provider's redirect back (the whole address is handed to the OpenID client): sign in and redirect to /",
    tag,
    responses: { 302: NoContent },
    public: true,
  }),
};
