import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, sessionUser } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('names each missing field and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderWithApp(<SignInForm onForgot={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an address that is not one', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<SignInForm onForgot={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs in with the address in lower case, then reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const api = mockApi({ 'POST /api/auth/login': { body: sessionUser() } });
    renderWithApp(<SignInForm onForgot={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/login': apiError(401, 'invalid_credentials', 'Invalid email or password') });
    renderWithApp(<SignInForm onForgot={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeTruthy();
  });
});
