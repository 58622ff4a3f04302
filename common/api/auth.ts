import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';
import { LoginSchema, LogoutNavigationHeadersSchema, RegisterSchema, SessionUserSchema } from '../schemas/auth.js';

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
