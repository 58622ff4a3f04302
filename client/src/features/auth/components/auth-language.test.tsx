import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { PasswordChecklist } from './password-checklist';
import { SignInDialog } from './sign-in-dialog';
import { SignUpForm } from './sign-up-form';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('sign-in and sign-up in the interface language', () => {
  it('sign-up form in German: labels, consent links and buttons', async () => {
    await act(() => activateLanguage('de'));
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<SignUpForm />);
    expect(screen.getByLabelText('Vorname')).toBeTruthy();
    expect(screen.getByLabelText('Passwort bestätigen')).toBeTruthy();
    const terms = screen.getByRole('link', { name: 'Nutzungsbedingungen (öffnet in einem neuen Tab)' });
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('checkbox', { name: /Ich stimme der Datenschutzerklärung/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'KONTO ERSTELLEN' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
    expect(screen.getByRole('form', { name: 'Konto erstellen' })).toBeTruthy();
  });

  it('sign-in dialog in Japanese', async () => {
    await act(() => activateLanguage('ja'));
    mockApi({});
    renderWithApp(<SignInDialog open onOpenChange={vi.fn()} onForgot={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'システムにアクセス' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'パスワードまたはユーザー名をお忘れですか？' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  it('password checklist in French', async () => {
    await act(() => activateLanguage('fr'));
    renderWithApp(<PasswordChecklist password="short" confirm="shorter" />);
    expect(screen.getByText('Au moins 8 caractères').parentElement?.textContent).toContain('(non respectée)');
    expect(screen.getByText('Les mots de passe correspondent')).toBeTruthy();
  });
});
