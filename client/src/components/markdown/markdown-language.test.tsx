import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { Markdown } from './markdown';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('Markdown in the interface language', () => {
  it('says in German that a link opens a new tab and offers to copy code', async () => {
    await act(() => activateLanguage('de'));
    render(<Markdown content={'[Hilfe](https://example.com)\n\n```\nnpm test\n```'} />);
    expect(screen.getByRole('link', { name: 'Hilfe (öffnet in einem neuen Tab)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopieren (Code)' })).toBeTruthy();
  });
});
