import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, sessionUser } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { SignUpForm } from './sign-up-form';

async function agreeToBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

describe('SignUpForm', () => {
  it('cannot be sent before both consents are given', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<SignUpForm />);
    const submit = screen.getByRole('button', { name: 'CREATE ACCOUNT' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    expect(submit.disabled).toBe(false);
  });

  it('names every field left empty and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderWithApp(<SignUpForm />);
    await agreeToBoth(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a confirmation that differs', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<SignUpForm />);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enougj');
    await agreeToBoth(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
  });

  it('registers without the consents in the body, then reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const api = mockApi({ 'POST /api/auth/register': { status: 201, body: sessionUser() } });
    renderWithApp(<SignUpForm />);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await agreeToBoth(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long-enough',
      confirmPassword: 'long-enough',
    });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/register': apiError(
        409,
        'email_taken',
        'An account with this email already exists. Sign in or reset your password.',
      ),
    });
    renderWithApp(<SignUpForm />);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await agreeToBoth(user);
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(
      await screen.findByText('An account with this email already exists. Sign in or reset your password.'),
    ).toBeTruthy();
  });
});
