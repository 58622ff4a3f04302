import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';
import {
  LoginSchema,
  LogoutNavigationHeadersSchema,
  RegisterSchema,
  SessionStateSchema,
  SessionUserSchema,
} from '../schemas/auth.js';

const tag = 'Authentication';

export const authApi = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account with a password and sign in',
    tag,
    body: RegisterSchema,
    responses: { 201: SessionUserSchema },
    public: true,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    tag,
    body: LoginSchema,
    responses: { 200: SessionUserSchema },
    public: true,
  }),
  user: defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user (401 when signed out)',
    tag,
    responses: { 200: SessionUserSchema },
  }),
  session: defineRoute({
    method: 'GET',
    path: '/api/auth/session',
    summary:
      'Whether this browser is signed in: the signed-in user, or null when signed out (200 either way, so a page can ask without an error)',
    tag,
    responses: { 200: SessionStateSchema },
    public: true,
  }),
  logoutNavigation: defineRoute({
    method: 'GET',
    path: '/api/logout',
    summary:
      'Sign out by browser navigation: from our own pages, sign out and redirect to /; from anywhere else, redirect to the page that asks first',
    tag,
    headers: LogoutNavigationHeadersSchema,
    responses: { 302: NoContent },
    public: true,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: end this session and clear its cookie',
    tag,
    responses: { 204: NoContent },
    public: true,
  }),
};
