import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { TesterAccessForm } from './tester-access-form';

const INVALID = 'Invalid access code. Contact administrator for testing access.';
const field = () => screen.getByLabelText('Access code') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'AUTHENTICATE' }) as HTMLButtonElement;

describe('TesterAccessForm', () => {
  it('cannot be sent blank', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<TesterAccessForm />);
    expect(submit().disabled).toBe(true);
    await user.type(field(), '   ');
    expect(submit().disabled).toBe(true);
  });

  it('masks the code until shown', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<TesterAccessForm />);
    expect(field().type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(field().type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide code' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says a wrong code is wrong, empties the field and returns to it', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/maintenance/unlock': apiError(401, 'invalid_code', INVALID) });
    renderWithApp(<TesterAccessForm />);
    await user.type(field(), 'guess');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });

  it('sends the trimmed code and reloads with the grant', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const api = mockApi({ 'POST /api/maintenance/unlock': { body: { granted: true } } });
    renderWithApp(<TesterAccessForm />);
    await user.type(field(), ' tester-code ');
    await user.click(submit());
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.callsTo('POST /api/maintenance/unlock')[0]?.body).toEqual({ code: 'tester-code' });
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithApp(<TesterAccessForm />);
    await user.type(field(), 'tester-code');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
