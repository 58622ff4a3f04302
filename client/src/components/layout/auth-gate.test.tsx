import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser, signedInAs, signedOut } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { AuthGate } from './auth-gate';

function renderGate(onSignIn = vi.fn()) {
  renderWithApp(
    <AuthGate title="DASHBOARD ACCESS REQUIRED" description="Sign in to work with your agents." onSignIn={onSignIn}>
      {(user) => <p>Hello {user.firstName}</p>}
    </AuthGate>,
  );
  return onSignIn;
}

describe('AuthGate', () => {
  it('says it is checking while the session is read', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderGate();
    expect(screen.getByRole('status').textContent).toContain('Verifying access credentials...');
  });

  it('signed out: asks to sign in and renders nothing of the page', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/auth/session': signedOut });
    const onSignIn = renderGate();
    expect(await screen.findByRole('heading', { name: 'DASHBOARD ACCESS REQUIRED' })).toBeTruthy();
    expect(screen.getByText('Sign in to work with your agents.')).toBeTruthy();
    expect(screen.queryByText(/Hello/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'SIGN IN TO CONTINUE' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('signed in: renders the page with the user', async () => {
    mockApi({ 'GET /api/auth/session': signedInAs(sessionUser({ firstName: 'Ada' })) });
    renderGate();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('DASHBOARD ACCESS REQUIRED')).toBeNull();
  });
});
