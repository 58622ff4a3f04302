import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { activateLanguage } from '@/lib/i18n/i18n';
import { renderWithApp } from '../../../test/render';
import { AboutPage } from './components/about-page';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the about page in another language', () => {
  it('reads in German, with the agent count in place', async () => {
    await act(() => activateLanguage('de'));
    renderWithApp(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'UNSERE GRUNDSÄTZE' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'TECHNISCHE GRUNDLAGEN' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Datenschutz von Anfang an' })).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`in ${LIBRARY_AGENT_COUNT} spezialisierten Agenten aus fünf Kategorien`)),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PREISE ANSEHEN' })).toBeTruthy();
  });
});
