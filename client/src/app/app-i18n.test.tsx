import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { PageSpinner } from './page-spinner';
import { useDocumentTitle } from './use-document-title';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the app shell', () => {
  it('names the page in the chosen language, and follows a change of language', async () => {
    renderHook(() => useDocumentTitle('/pricing'));
    expect(document.title).toBe('Pricing · AgentOps');
    await act(() => activateLanguage('de'));
    expect(document.title).toBe('Preise · AgentOps');
  });

  it('says it is loading in the chosen language', async () => {
    await act(() => activateLanguage('ja'));
    render(<PageSpinner />);
    expect(screen.getByRole('status').textContent).toBe('読み込み中...');
  });
});
