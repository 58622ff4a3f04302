import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiKeyInput } from './api-key-input';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('is masked until the toggle shows it, and the toggle says which state it is in', async () => {
    const user = userEvent.setup();
    render(<PasswordInput id="pw" aria-label="Password" />);
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.type(field, 'secret-pass');
    expect(field.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('pw');
    await user.click(toggle);
    expect(field.type).toBe('text');
    expect(field.value).toBe('secret-pass');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(field.type).toBe('password');
  });

  it('never submits its form', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted += 1;
        }}
      >
        <PasswordInput aria-label="Password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(0);
  });

  it('names each state when given a pair of labels', async () => {
    const user = userEvent.setup();
    render(<PasswordInput aria-label="Code" toggleLabel={{ show: 'Show code', hide: 'Hide code' }} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(screen.getByRole('button', { name: 'Hide code' })).toBeTruthy();
  });

  it('follows visibility the caller keeps', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [visible, setVisible] = useState(true);
      return (
        <>
          <PasswordInput aria-label="Key" visible={visible} onVisibleChange={setVisible} />
          <output>{visible ? 'shown' : 'hidden'}</output>
        </>
      );
    }
    render(<Controlled />);
    expect((screen.getByLabelText('Key') as HTMLInputElement).type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect((screen.getByLabelText('Key') as HTMLInputElement).type).toBe('password');
    expect(screen.getByText('hidden')).toBeTruthy();
  });

  it('disables the toggle with the field', () => {
    render(<PasswordInput aria-label="Password" disabled />);
    expect((screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ApiKeyInput', () => {
  it('is a masked key field kept out of autofill and spell checking', async () => {
    const user = userEvent.setup();
    render(<ApiKeyInput aria-label="API key" />);
    const field = screen.getByLabelText('API key') as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(field.placeholder).toBe('sk-...');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('autocapitalize')).toBe('off');
    expect(field.getAttribute('spellcheck')).toBe('false');
    expect(field.className).toContain('font-mono');
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(field.type).toBe('text');
  });
});
