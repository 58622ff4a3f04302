import { act, renderHook, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@common/languages';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { DataHandlingPage } from './components/data-handling-page';
import { PrivacyPolicyPage } from './components/privacy-policy-page';
import { SecurityPage } from './components/security-page';
import { TermsOfServicePage } from './components/terms-of-service-page';
import { POLICY_TEXT } from './policy-figures';
import { usePolicyText } from './use-policy-text';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const PAGES: [string, () => ReactElement][] = [
  ['security', () => <SecurityPage />],
  ['privacy', () => <PrivacyPolicyPage />],
  ['terms', () => <TermsOfServicePage />],
  ['data handling', () => <DataHandlingPage />],
];

describe('the legal pages in the interface language', () => {
  it('print, in English, exactly the phrases policy-figures.ts pins', () => {
    const { result } = renderHook(() => usePolicyText());
    expect(result.current).toEqual(POLICY_TEXT);
  });

  it('read in German, figures and links included', async () => {
    await act(() => activateLanguage('de'));
    mockApi({});
    renderWithApp(<PrivacyPolicyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(document.title).toBe('Datenschutzerklärung · AgentOps');
    const body = document.body.textContent ?? '';
    expect(body).toContain('Sitzungsdaten werden bis 30 Tage nach Ablauf der Sitzung aufbewahrt und dann gelöscht.');
    expect(body).toContain('Systemprotokolle werden 90 Tage lang aufbewahrt.');
    expect(body).toContain('Für alle anderen Anliegen schreiben Sie an unser Support-Team.');
    for (const link of screen.getAllByRole('link', { name: 'Datenverarbeitung' })) {
      expect(link.getAttribute('href')).toBe('/data-handling');
    }
    expect(screen.getByRole('navigation', { name: 'Weitere Richtlinien' })).toBeTruthy();
  });

  // Every page in every language: a key missing from a catalog fails the render (test setup).
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`render completely in ${language}`, async () => {
      await act(() => activateLanguage(language));
      for (const [, page] of PAGES) {
        mockApi({});
        const { unmount } = renderWithApp(page());
        await screen.findByRole('heading', { level: 1 });
        expect(document.body.textContent).not.toMatch(/legal\.|<\d|\{[a-zA-Z]/);
        unmount();
      }
    });
  }
});
