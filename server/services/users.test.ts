import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { sessionUserFor, type AccountUser } from './users.js';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_EMAIL: 'admin@example.test' });

const accountUser = (email: string) =>
  ({
    id: `id-${email}`,
    email,
    first_name: 'Ada',
    last_name: null,
    is_admin: 0,
    all_access: 0,
    email_verified_at: 1,
    plan: 'free',
    created_at: 0,
    hasPassword: true,
  }) as unknown as AccountUser;

describe('sessionUserFor', () => {
  it('answers every request of a remembered user with one frozen session user', () => {
    const sessionUserOf = sessionUserFor(config);
    const held = Object.freeze(accountUser('ada@example.test'));
    const first = sessionUserOf(held);
    expect(first).toMatchObject({ email: 'ada@example.test', firstName: 'Ada', isAdmin: false });
    expect(Object.isFrozen(first)).toBe(true);
    expect(sessionUserOf(held)).toBe(first);
  });

  it('converts a user read afresh every time, as the configuration says', () => {
    const sessionUserOf = sessionUserFor(config);
    const user = accountUser('admin@example.test');
    const first = sessionUserOf(user);
    expect(first).toMatchObject({ isAdmin: true, allAccess: true });
    user.first_name = 'Grace';
    expect(sessionUserOf(user)).toMatchObject({ firstName: 'Grace' });
  });
});
