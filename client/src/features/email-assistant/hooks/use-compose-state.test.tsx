import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadDisplayPreferences, setDisplayPreference } from '@/lib/preferences/display-preferences';
import { STORAGE_KEYS } from '@/lib/storage';
import { useComposeState } from './use-compose-state';

afterEach(() => {
  localStorage.clear();
  reloadDisplayPreferences();
});

/** The panel opened again (a reload, a visit elsewhere and back): a new hook over the same storage. */
const reopen = () => renderHook(() => useComposeState()).result;

describe('the compose draft and Auto-Save (display preferences)', () => {
  it('with Auto-Save on (the default), a draft comes back when the panel opens again', () => {
    const first = reopen();
    act(() => first.current.update({ to: 'sam@example.com', context: 'Atlas is on track' }));
    const again = reopen();
    expect(again.current.form).toMatchObject({
      to: 'sam@example.com',
      context: 'Atlas is on track',
      tone: 'professional',
    });
  });

  it('after a send (reset) nothing is kept', () => {
    const first = reopen();
    act(() => first.current.update({ context: 'Sent already' }));
    act(() => first.current.reset());
    expect(localStorage.getItem(STORAGE_KEYS.composeDraft)).toBeNull();
    expect(reopen().current.form.context).toBe('');
  });

  it('with Auto-Save off, nothing is written and a copy kept before is forgotten', () => {
    const first = reopen();
    act(() => first.current.update({ context: 'Kept while on' }));
    act(() => setDisplayPreference('autoSave', false));
    expect(localStorage.getItem(STORAGE_KEYS.composeDraft)).toBeNull();
    act(() => first.current.update({ context: 'Typed while off' }));
    expect(localStorage.getItem(STORAGE_KEYS.composeDraft)).toBeNull();
    expect(reopen().current.form.context).toBe('');
  });

  it('a stored draft missing fields gets their defaults', () => {
    localStorage.setItem(STORAGE_KEYS.composeDraft, JSON.stringify({ form: { context: 'Old draft' } }));
    const restored = reopen();
    expect(restored.current.form).toMatchObject({ context: 'Old draft', type: 'draft', length: 'medium' });
    expect(restored.current.email).toBeNull();
  });
});
