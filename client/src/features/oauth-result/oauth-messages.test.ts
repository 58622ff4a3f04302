import { describe, expect, it } from 'vitest';
import {
  OAUTH_ERROR_MESSAGES,
  oauthErrorMessage,
  openerMessage,
  parseOAuthResult,
  providerLabel,
} from './oauth-messages';

// The product's standard wording for each code, written out here so a change to one shows up.
const SPEC: [code: string, message: string][] = [
  ['missing_parameters', 'Missing authorization parameters'],
  ['invalid_state', 'Invalid security state - please try again'],
  ['invalid_state_csrf_protection', 'Invalid security state - please try again'],
  ['not_authenticated', 'Please log in and try again'],
  ['oauth_failed', 'Failed to connect account - please try again'],
  ['session_expired', 'Session expired - please log in and try again'],
  ['invalid_grant', 'Authorization code expired or invalid - please try again'],
  ['access_denied', 'Access was denied - please grant permissions to continue'],
  ['invalid_client', 'OAuth configuration error - please contact support'],
  ['no_users_found', 'User session not found - please log in and try again'],
];

describe('oauthErrorMessage', () => {
  it.each(SPEC)('%s → %s', (code, message) => {
    expect(oauthErrorMessage(code)).toBe(message);
  });

  it('maps exactly the known result codes', () => {
    expect(Object.keys(OAUTH_ERROR_MESSAGES).sort()).toEqual(SPEC.map(([code]) => code).sort());
  });

  it('shows any other code as it is', () => {
    expect(oauthErrorMessage('temporarily_unavailable')).toBe('temporarily_unavailable');
    expect(oauthErrorMessage('constructor')).toBe('constructor');
    expect(oauthErrorMessage('__proto__')).toBe('__proto__');
  });

  it('says Unknown error occurred for no code', () => {
    expect(oauthErrorMessage('')).toBe('Unknown error occurred');
    expect(oauthErrorMessage('  ')).toBe('Unknown error occurred');
    expect(oauthErrorMessage(null)).toBe('Unknown error occurred');
    expect(oauthErrorMessage(undefined)).toBe('Unknown error occurred');
  });
});

describe('parseOAuthResult', () => {
  it('reads a success', () => {
    expect(parseOAuthResult('?success=true&provider=gmail&email=a%40b.example')).toEqual({
      success: true,
      error: '',
      provider: 'gmail',
      email: 'a@b.example',
      message: '',
    });
  });

  it('treats an error code as a failure even with success=true', () => {
    const result = parseOAuthResult('?success=true&error=access_denied&provider=outlook&message=Denied+by+user');
    expect(result).toMatchObject({ success: false, error: 'access_denied', message: 'Denied by user' });
  });

  it('treats a missing or false success as a failure', () => {
    expect(parseOAuthResult('').success).toBe(false);
    expect(parseOAuthResult('?success=false').success).toBe(false);
  });
});

describe('openerMessage', () => {
  it('carries provider, email and account on success', () => {
    expect(openerMessage(parseOAuthResult('?success=true&provider=gmail&email=a@b.example'))).toEqual({
      type: 'oauth-success',
      provider: 'gmail',
      email: 'a@b.example',
      account: { provider: 'gmail', email: 'a@b.example' },
    });
  });

  it('carries the mapped message on failure, Unknown error without a code', () => {
    expect(openerMessage(parseOAuthResult('?error=invalid_grant&provider=yahoo'))).toEqual({
      type: 'oauth-error',
      error: 'Authorization code expired or invalid - please try again',
      provider: 'yahoo',
    });
    expect(openerMessage(parseOAuthResult('?error=weird_code'))).toMatchObject({ error: 'weird_code' });
    expect(openerMessage(parseOAuthResult('?provider=icloud'))).toEqual({
      type: 'oauth-error',
      error: 'Unknown error',
      provider: 'icloud',
    });
  });
});

describe('providerLabel', () => {
  it('names known providers and keeps others', () => {
    expect(providerLabel('icloud')).toBe('iCloud');
    expect(providerLabel('gmail')).toBe('Gmail');
    expect(providerLabel('fastmail')).toBe('fastmail');
  });
});
