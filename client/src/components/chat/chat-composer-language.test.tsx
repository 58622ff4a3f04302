import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { ChatComposer } from './chat-composer';

const noop = () => undefined;

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('ChatComposer in the interface language', () => {
  it('labels its buttons and counter in German', async () => {
    await act(() => activateLanguage('de'));
    render(<ChatComposer label="Nachricht" placeholder="…" pending onSend={noop} onStop={noop} onClear={noop} />);
    expect(screen.getByRole('button', { name: 'LEEREN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'STOPP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SENDEN' })).toBeTruthy();
    expect(screen.getByText('Verwendete Zeichen:', { exact: false })).toBeTruthy();
  });
});
