import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors.js';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused PostgreSQL connection', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('ECONNRESET'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P02'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves query errors, SQLite locks and other services alone', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(coded('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(coded('SQLITE_BUSY', 'database is locked'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('knows both databases', () => {
    expect(isUniqueViolation(coded('23505'))).toBe(true);
    expect(isUniqueViolation(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(coded('57P01'))).toBe(false);
  });
});
