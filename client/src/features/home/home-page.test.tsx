import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi, sessionUser, signedInAs } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { HomePage } from './components/home-page';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('HomePage', () => {
  it('greets the user by name, in English', async () => {
    mockApi({ 'GET /api/auth/session': signedInAs(sessionUser({ firstName: 'Ada' })) });
    renderWithApp(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No agents yet' })).toBeTruthy();
  });

  it('greets the user by name, in the chosen language', async () => {
    await act(() => activateLanguage('es'));
    mockApi({ 'GET /api/auth/session': signedInAs(sessionUser({ firstName: 'Ada' })) });
    renderWithApp(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Hola de nuevo, Ada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'EXPLORAR LA BIBLIOTECA' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Accesos rápidos' })).toBeTruthy();
  });
});
