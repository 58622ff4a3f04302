import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { ApiKeyInput } from './api-key-input';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';
import { PasswordInput } from './password-input';
import { richText } from './rich-text';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('shared controls in the interface language', () => {
  it('name the show toggles and the dialog close button in German', async () => {
    await act(() => activateLanguage('de'));
    const user = userEvent.setup();
    render(
      <>
        <PasswordInput aria-label="Passwort" />
        <ApiKeyInput aria-label="Schlüssel" />
        <Dialog>
          <DialogTrigger>Öffnen</DialogTrigger>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Titel</DialogTitle>
          </DialogContent>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'API-Schlüssel anzeigen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });
});

describe('richText', () => {
  it('puts elements where the message has tags, the text between paired tags as their children', () => {
    const { container } = render(
      <p>
        {richText('Write to <0/> or read the <1>Security</1> page.', [
          <b key="0">help@example.com</b>,
          <a href="/security" key="1" />,
        ])}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Write to <b>help@example.com</b> or read the <a href="/security">Security</a> page.</p>',
    );
  });
});
