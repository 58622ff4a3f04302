import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchSessionUser, SESSION_QUERY_KEY } from '@/lib/queries/user';
import { apiError, mockApi, sessionUser, signedInAs } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { ProfileTab } from './profile-tab';

const save = () => screen.getByRole('button', { name: 'SAVE CHANGES' }) as HTMLButtonElement;

describe('ProfileTab', () => {
  it('is off until something changed', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<ProfileTab user={sessionUser()} />);
    expect(save().disabled).toBe(true);
    await user.type(screen.getByLabelText(/Company/), 'Analytical Engines');
    expect(save().disabled).toBe(false);
  });

  it('names a required field left empty and an address that is not one', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderWithApp(<ProfileTab user={sessionUser()} />);
    await user.clear(screen.getByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ada-at-example');
    await user.click(save());
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends only what changed, a cleared optional field as null, and reads the user again', async () => {
    const user = userEvent.setup();
    const before = sessionUser({ jobTitle: 'Analyst' });
    const after = sessionUser({ company: 'Analytical Engines', jobTitle: null });
    const api = mockApi({
      'PATCH /api/auth/user/profile': { body: after },
      'GET /api/auth/session': signedInAs(after),
    });
    const { queryClient } = renderWithApp(<ProfileTab user={before} />);
    // What the header's session query holds in the app, with the function it reads the user by.
    queryClient.setQueryDefaults(SESSION_QUERY_KEY, { queryFn: fetchSessionUser });
    queryClient.setQueryData(SESSION_QUERY_KEY, before);
    await user.type(screen.getByLabelText(/Company/), 'Analytical Engines');
    await user.clear(screen.getByLabelText(/Job title/));
    await user.click(save());
    expect(await screen.findByText('Your profile information has been successfully updated.')).toBeTruthy();
    expect(api.callsTo('PATCH /api/auth/user/profile')[0]?.body).toEqual({
      company: 'Analytical Engines',
      jobTitle: null,
    });
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(after));
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    mockApi({
      'PATCH /api/auth/user/profile': apiError(
        409,
        'email_taken',
        'An account with this email already exists. Sign in or reset your password.',
      ),
    });
    renderWithApp(<ProfileTab user={sessionUser()} />);
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'taken@example.com');
    await user.click(save());
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists. Sign in or reset your password.')).toBeTruthy();
  });
});
