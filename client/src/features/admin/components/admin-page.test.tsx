import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserPage, AuditPage } from '@common/schemas/admin';
import { apiError, mockApi, sessionUser, signedInAs, type ApiCall } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { AdminPage } from './admin-page';

const adminUser = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-2',
  email: 'sam@example.com',
  name: 'Sam Jones',
  plan: 'free',
  allAccess: false,
  isAdmin: false,
  emailVerified: true,
  suspended: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  lastSignInAt: null,
  sessionCount: 2,
  ...over,
});

const me = adminUser({ id: 'user-1', email: 'ada@example.com', name: 'Ada', isAdmin: true, allAccess: true });
const page = (users: AdminUser[], total = users.length, offset = 0): AdminUserPage => ({
  users,
  total,
  limit: 20,
  offset,
});
const audit: AuditPage = {
  entries: [
    {
      id: 'a1',
      actorId: 'user-1',
      actorEmail: 'ada@example.com',
      targetId: 'u-2',
      targetEmail: 'sam@example.com',
      action: 'user.plan',
      detail: { from: 'free', to: 'pro' },
      createdAt: '2026-01-03T00:00:00.000Z',
    },
  ],
  total: 1,
  limit: 20,
  offset: 0,
};

const query = (call: ApiCall) => new URL(call.url, 'http://x').searchParams;

describe('AdminPage', () => {
  it('tells a non-admin the page is for admins only and asks the server nothing about users', async () => {
    const api = mockApi({ 'GET /api/auth/session': signedInAs(sessionUser({ isAdmin: false })) });
    renderWithApp(<AdminPage />);
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy();
    expect(api.callsTo('GET /api/admin/users')).toHaveLength(0);
  });

  it('lists users, searches and pages, and shows the audit log', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ isAdmin: true })),
      'GET /api/admin/users': (call) => {
        const q = query(call);
        if (q.get('q') === 'sam') return { body: page([adminUser()]) };
        if (q.get('offset') === '20')
          return { body: page([adminUser({ id: 'u-9', email: 'zoe@example.com' })], 21, 20) };
        return { body: page([me, adminUser()], 21) };
      },
      'GET /api/admin/audit': { body: audit },
    });
    renderWithApp(<AdminPage />);
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByText('1–2 of 21')).toBeTruthy();
    const log = await screen.findByRole('list', { name: 'Audit log' });
    expect(log.textContent).toContain('ada@example.com changed the plan sam@example.com: free → pro');

    // One's own admin flag cannot be changed here.
    expect((screen.getByRole('switch', { name: 'Admin: ada@example.com' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Admin: sam@example.com' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('zoe@example.com')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Search users by email or name' }), 'sam');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Users' })).queryByText('ada@example.com')).toBeNull(),
    );
    const searched = api.callsTo('GET /api/admin/users').at(-1)!;
    expect(query(searched).get('q')).toBe('sam');
    expect(query(searched).get('offset')).toBe('0');
  });

  it('changes the plan and the grants, suspends, ends sessions and deletes after confirming', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ isAdmin: true })),
      'GET /api/admin/users': { body: page([me, adminUser()]) },
      'GET /api/admin/audit': { body: { ...audit, entries: [], total: 0 } },
      'PATCH /api/admin/users/u-2': (call) => ({ body: adminUser(call.body as Partial<AdminUser>) }),
      'POST /api/admin/users/u-2/suspend': { body: adminUser({ suspended: true, sessionCount: 0 }) },
      'DELETE /api/admin/users/u-2/sessions': { status: 204 },
      'DELETE /api/admin/users/u-2': { status: 204 },
    });
    renderWithApp(<AdminPage />);
    await screen.findByRole('list', { name: 'Users' });
    expect(screen.getByText('No changes yet.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan of sam@example.com' }), 'pro');
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/users/u-2')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/admin/users/u-2')[0]!.body).toEqual({ plan: 'pro' });

    await user.click(screen.getByRole('switch', { name: 'All access for sam@example.com' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/users/u-2')).toHaveLength(2));
    expect(api.callsTo('PATCH /api/admin/users/u-2')[1]!.body).toEqual({ allAccess: true });

    await user.click(screen.getByRole('switch', { name: 'Admin: sam@example.com' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/users/u-2')).toHaveLength(3));
    expect(api.callsTo('PATCH /api/admin/users/u-2')[2]!.body).toEqual({ isAdmin: true });

    const row = screen.getByRole('listitem', { name: 'sam@example.com' });
    await user.click(within(row).getByRole('button', { name: 'SUSPEND' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/u-2/suspend')).toHaveLength(1));
    // No suspend or delete for oneself.
    const mine = screen.getByRole('listitem', { name: 'ada@example.com' });
    expect(within(mine).queryByRole('button', { name: 'SUSPEND' })).toBeNull();
    expect(within(mine).queryByRole('button', { name: /DELETE/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'END SESSIONS of sam@example.com' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/users/u-2/sessions')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'DELETE sam@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'DELETE USER?' });
    expect(dialog.textContent).toContain('sam@example.com and all of their data will be deleted');
    expect(api.callsTo('DELETE /api/admin/users/u-2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'DELETE PERMANENTLY' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/users/u-2')).toHaveLength(1));
    expect(await screen.findByText('User Deleted')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ isAdmin: true })),
      'GET /api/admin/users': { body: page([me, adminUser()]) },
      'GET /api/admin/audit': { body: audit },
      'POST /api/admin/users/u-2/suspend': apiError(403, 'admin_only', 'Only admins can use the admin console.'),
    });
    renderWithApp(<AdminPage />);
    const row = await screen.findByRole('listitem', { name: 'sam@example.com' });
    await user.click(within(row).getByRole('button', { name: 'SUSPEND' }));
    expect(await screen.findByText('Only admins can use the admin console.')).toBeTruthy();
  });
});
