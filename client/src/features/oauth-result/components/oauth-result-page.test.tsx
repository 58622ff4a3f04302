import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { OAuthResultPage } from './oauth-result-page';

function renderAt(search: string) {
  window.history.replaceState(null, '', `/oauth-result${search}`);
  return render(<OAuthResultPage />);
}

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await act(() => activateLanguage('en'));
});

describe('OAuthResultPage', () => {
  it('names the provider and the address in bold, in English', () => {
    renderAt('?success=true&provider=gmail&email=ada%40example.com');
    expect(screen.getByRole('heading', { name: 'Account Connected!' })).toBeTruthy();
    const sentence = screen.getByText((_, el) => el?.tagName === 'P' && /is now linked/.test(el.textContent ?? ''));
    expect(sentence.textContent).toBe('Your Gmail account ada@example.com is now linked.');
    expect([...sentence.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['Gmail', 'ada@example.com']);
  });

  it('says how it went in the chosen language', async () => {
    await act(() => activateLanguage('ja'));
    renderAt('?success=true&provider=outlook&email=ada%40example.com');
    expect(screen.getByRole('heading', { name: 'アカウントを連携しました' })).toBeTruthy();
    const strong = screen.getByText('Outlook');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.parentElement?.textContent).toBe('Outlook アカウント ada@example.com の連携が完了しました。');
  });

  it('maps an error code to its message in the chosen language', async () => {
    await act(() => activateLanguage('de'));
    renderAt('?error=access_denied&provider=yahoo');
    expect(screen.getByRole('heading', { name: 'Verbindung fehlgeschlagen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Zugriff verweigert – bitte erteilen Sie die Berechtigungen, um fortzufahren',
    );
    expect(screen.getByText('Anbieter: Yahoo')).toBeTruthy();
  });
});
