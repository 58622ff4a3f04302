import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUser, AuditPage } from '@common/schemas/admin';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi, sessionUser, signedInAs } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { AdminPage } from './admin-page';

const sam: AdminUser = {
  id: 'u-2',
  email: 'sam@example.com',
  name: 'Sam Jones',
  plan: 'free',
  allAccess: false,
  isAdmin: false,
  emailVerified: false,
  suspended: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  lastSignInAt: null,
  sessionCount: 1,
};

const audit: AuditPage = {
  entries: [
    {
      id: 'a1',
      actorId: 'user-1',
      actorEmail: 'ada@example.com',
      targetId: 'u-2',
      targetEmail: 'sam@example.com',
      action: 'user.all_access',
      detail: { from: false, to: true },
      createdAt: '2026-01-03T00:00:00.000Z',
    },
    {
      id: 'a2',
      actorId: 'user-1',
      actorEmail: 'ada@example.com',
      targetId: null,
      targetEmail: null,
      action: 'user.sessions_revoke',
      detail: { sessionsEnded: 3 },
      createdAt: '2026-01-04T00:00:00.000Z',
    },
  ],
  total: 2,
  limit: 20,
  offset: 0,
};

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('AdminPage in the interface language', () => {
  it('shows users and the audit log in German', async () => {
    await act(() => activateLanguage('de'));
    mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ isAdmin: true })),
      'GET /api/admin/users': { body: { users: [sam], total: 1, limit: 20, offset: 0 } },
      'GET /api/admin/audit': { body: audit },
    });
    renderWithApp(<AdminPage />);
    expect(await screen.findByRole('heading', { name: 'ADMIN-KONSOLE' })).toBeTruthy();
    const row = await screen.findByRole('listitem', { name: 'sam@example.com' });
    expect(within(row).getByText('Gesperrt')).toBeTruthy();
    expect(within(row).getByText('Nicht bestätigt')).toBeTruthy();
    expect(row.textContent).toContain('Letzte Anmeldung: Nie · 1 aktive Sitzung');
    expect(within(row).getByRole('button', { name: 'ENTSPERREN' })).toBeTruthy();
    expect(within(row).getByRole('combobox', { name: 'Tarif von sam@example.com' })).toBeTruthy();
    expect(screen.getByText('1–1 von 1')).toBeTruthy();
    const log = await screen.findByRole('list', { name: 'Audit-Protokoll' });
    expect(log.textContent).toContain('ada@example.com hat den Vollzugriff von sam@example.com geändert: aus → an');
    expect(log.textContent).toContain(
      'ada@example.com hat die Sitzungen von (gelöschter Benutzer) beendet: 3 Sitzungen beendet',
    );
  });
});
