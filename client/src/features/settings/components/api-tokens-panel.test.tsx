import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ENFORCED_FEATURES, type Feature } from '@common/entitlements';
import type { ApiToken } from '@common/schemas/api-tokens';
import { mockApi, sessionUser, signedInAs } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { ApiTokensPanel } from './api-tokens-panel';

const TOKEN = `aops_${'x'.repeat(43)}`;
const listed = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 't1',
  name: 'Reporting script',
  prefix: 'aops_xxxxxxxx',
  scopes: ['read'],
  expiresAt: '2027-01-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  ...overrides,
});

describe('ApiTokensPanel', () => {
  afterEach(() => {
    const enforced = ENFORCED_FEATURES as Feature[];
    if (enforced.includes('api_access')) enforced.splice(enforced.indexOf('api_access'), 1);
  });

  it('creates a token with the chosen scopes and expiry, and shows it once with a copy button', async () => {
    const user = userEvent.setup();
    let tokens: ApiToken[] = [];
    const api = mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ plan: 'pro' })),
      'GET /api/tokens': () => ({ body: { tokens } }),
      'POST /api/tokens': () => {
        tokens = [listed({ scopes: ['read', 'email:send'] })];
        return { status: 201, body: { token: TOKEN, apiToken: tokens[0] } };
      },
    });
    renderWithApp(<ApiTokensPanel />);
    expect(await screen.findByText('No API tokens yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Reporting script');
    await user.click(screen.getByLabelText(/Send email/));
    await user.selectOptions(screen.getByLabelText('Expires'), '90');
    await user.click(screen.getByRole('button', { name: 'CREATE TOKEN' }));

    const shown = (await screen.findByLabelText('New API token')) as HTMLInputElement;
    expect(shown.value).toBe(TOKEN);
    expect(screen.getByText(/will not be shown again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeTruthy();
    expect(api.callsTo('POST /api/tokens')[0]?.body).toEqual({
      name: 'Reporting script',
      scopes: ['read', 'email:send'],
      expiresInDays: 90,
    });
    const list = await screen.findByRole('list', { name: 'API tokens' });
    expect(within(list).getByText('Reporting script')).toBeTruthy();
    expect(within(list).queryByText(TOKEN)).toBeNull();

    // Once dismissed, the token is gone from the page: only its prefix stays.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API token')).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('asks before revoking, then revokes', async () => {
    const user = userEvent.setup();
    let tokens = [listed()];
    const api = mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ plan: 'pro' })),
      'GET /api/tokens': () => ({ body: { tokens } }),
      'DELETE /api/tokens/t1': () => {
        tokens = [listed({ revokedAt: '2026-11-25T01:00:00.000Z' })];
        return { status: 204 };
      },
    });
    renderWithApp(<ApiTokensPanel />);
    await user.click(await screen.findByRole('button', { name: 'REVOKE Reporting script' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('stop working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/tokens/t1')).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'REVOKE Reporting script' })).toBeNull();
  });

  it('explains that API access is a Pro feature on other plans (when enforced)', async () => {
    (ENFORCED_FEATURES as Feature[]).push('api_access');
    const api = mockApi({ 'GET /api/auth/session': signedInAs(sessionUser({ plan: 'basic' })) });
    renderWithApp(<ApiTokensPanel />);
    expect(await screen.findByText(/API access is a Pro feature/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CREATE TOKEN' })).toBeNull();
    expect(api.callsTo('GET /api/tokens')).toHaveLength(0);
  });
});
