import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLOUD_HISTORY_QUOTA_BYTES } from '@common/cloud-history-constants';
import { planRequiredMessage } from '@common/entitlements';
import type { CloudVault } from '@common/schemas/cloud-history';
import { apiError, mockApi, sessionUser, signedInAs } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { createVault } from '../sync/cloud-crypto';
import { CloudHistorySettings } from './cloud-history-settings';

/**
 * Settings' cloud history section with the real engine and crypto (the network mocked; this test
 * environment has no IndexedDB, so the store is empty and nothing is pushed). The engine is one
 * per page, so the cases run in order: Free, then turning on and off, then unlocking.
 */

const usage = (items = 0) => ({ usedBytes: items * 1000, quotaBytes: CLOUD_HISTORY_QUOTA_BYTES, items, revision: 0 });
const section = () => screen.getByRole('region', { name: 'Cloud history' });
const status = () => within(section()).getByRole('status');

describe('CloudHistorySettings', () => {
  it('shows a Free plan the upgrade message and no switch', async () => {
    mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ plan: 'free' })),
      'GET /api/cloud-history': { body: { vault: null, usage: usage() } },
    });
    renderWithApp(<CloudHistorySettings />);
    await waitFor(() =>
      expect(status().textContent).toContain('Cloud history is off: conversations are stored in this browser only.'),
    );
    expect(await within(section()).findByText(planRequiredMessage('cloud_history'))).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Turn on cloud history' })).toBeNull();
  });

  it('turns on with a confirmed passphrase that never leaves the browser, then turns off', async () => {
    const user = userEvent.setup();
    let vault: CloudVault | null = null;
    const api = mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ plan: 'basic' })),
      'GET /api/cloud-history': () => ({ body: { vault, usage: usage(vault ? 2 : 0) } }),
      'PUT /api/cloud-history': (call) => {
        const now = '2026-11-27T10:00:00.000Z';
        vault = { ...(call.body as Omit<CloudVault, 'createdAt' | 'updatedAt'>), createdAt: now, updatedAt: now };
        return { status: 201, body: vault };
      },
      'GET /api/cloud-history/items': { body: { items: [], next: 0, more: false } },
      'DELETE /api/cloud-history': () => {
        vault = null;
        return { status: 204 };
      },
    });
    renderWithApp(<CloudHistorySettings />);
    await user.click(await within(section()).findByRole('button', { name: 'Turn on cloud history' }));
    const form = within(section()).getByRole('form', { name: 'Turn on cloud history' });
    expect(form.textContent).toContain('Nobody can recover this passphrase');
    await user.type(within(form).getByLabelText('Passphrase'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Encrypt and turn on' }));
    expect(within(form).getByRole('alert').textContent).toContain('The passphrase needs at least 8 characters.');
    await user.type(within(form).getByLabelText('Passphrase'), ' but longer');
    await user.type(within(form).getByLabelText('Confirm passphrase'), 'short but longe');
    await user.keyboard('{Enter}');
    expect(within(form).getByRole('alert').textContent).toContain('The two passphrases are not the same.');
    await user.type(within(form).getByLabelText('Confirm passphrase'), 'r');
    await user.keyboard('{Enter}');

    await waitFor(
      () => expect(status().textContent).toMatch(/Synced at .*2 conversations stored, 0\.0 MB of 50 MB used\./),
      {
        timeout: 10_000,
      },
    );
    const [put] = api.callsTo('PUT /api/cloud-history');
    expect(put!.body).toEqual({
      salt: expect.any(String),
      iterations: 600_000,
      keyCheck: { iv: expect.any(String), ct: expect.any(String) },
    });
    expect(JSON.stringify(api.calls)).not.toContain('short but longer');

    await user.click(within(section()).getByRole('button', { name: 'Turn off cloud history' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off cloud history' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off cloud history' }));
    await waitFor(() =>
      expect(status().textContent).toContain(
        'Cloud history is off and its copy on the server was deleted. Conversations in this browser stay.',
      ),
    );
    expect(api.callsTo('DELETE /api/cloud-history')).toHaveLength(1);
  });

  it('asks a browser without the key for the passphrase and refuses a wrong one', async () => {
    const user = userEvent.setup();
    const { setup } = await createVault('the right passphrase', 100_000);
    const now = '2026-11-27T10:00:00.000Z';
    const vault = { ...setup, createdAt: now, updatedAt: now };
    mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ plan: 'pro' })),
      'GET /api/cloud-history': { body: { vault, usage: usage(3) } },
      'GET /api/cloud-history/items': apiError(
        409,
        'cloud_history_quota',
        'Cloud history is full: 50 MB of 50 MB used, and these conversations would not fit.',
      ),
    });
    renderWithApp(<CloudHistorySettings />);
    await waitFor(() => expect(status().textContent).toContain('Enter its passphrase'));
    const form = within(section()).getByRole('form', { name: 'Unlock cloud history' });
    await user.type(within(form).getByLabelText('Passphrase'), 'a wrong passphrase');
    await user.click(within(form).getByRole('button', { name: 'Unlock and sync' }));
    expect((await within(section()).findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'That passphrase does not unlock your cloud history. Check it and try again.',
    );
    await user.clear(within(form).getByLabelText('Passphrase'));
    await user.type(within(form).getByLabelText('Passphrase'), 'the right passphrase');
    await user.click(within(form).getByRole('button', { name: 'Unlock and sync' }));
    // Unlocked; the server's refusal is shown as it says it.
    await waitFor(
      () =>
        expect(within(section()).getByRole('alert').textContent).toMatch(/^Cloud history is full: 50 MB of 50 MB used/),
      { timeout: 10_000 },
    );
    expect((within(section()).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the unlock instead when another browser turned it on first', async () => {
    const user = userEvent.setup();
    const { setup } = await createVault('the other browser', 100_000);
    const now = '2026-11-27T10:00:00.000Z';
    let vault: CloudVault | null = null;
    mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ plan: 'basic' })),
      'GET /api/cloud-history': () => ({ body: { vault, usage: usage() } }),
      'PUT /api/cloud-history': () => {
        vault = { ...setup, createdAt: now, updatedAt: now };
        return apiError(
          409,
          'cloud_history_on',
          'Cloud history is already on for this account. Unlock it with its passphrase instead.',
        );
      },
    });
    renderWithApp(<CloudHistorySettings />);
    await user.click(await within(section()).findByRole('button', { name: 'Turn on cloud history' }));
    const form = within(section()).getByRole('form', { name: 'Turn on cloud history' });
    await user.type(within(form).getByLabelText('Passphrase'), 'twelve chars');
    await user.type(within(form).getByLabelText('Confirm passphrase'), 'twelve chars');
    await user.keyboard('{Enter}');
    expect(
      (await within(section()).findByRole('form', { name: 'Unlock cloud history' }, { timeout: 10_000 })).tagName,
    ).toBe('FORM');
    expect(within(section()).getByRole('alert').textContent).toContain('Unlock it with its passphrase instead.');
  });
});
