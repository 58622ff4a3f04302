import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  getDisplayPreferences,
  reloadDisplayPreferences,
  setDisplayPreference,
  useDisplayPreferences,
} from './display-preferences';

afterEach(() => {
  localStorage.clear();
  reloadDisplayPreferences();
});

describe('the display preferences store', () => {
  it('starts from the defaults of the specification', () => {
    reloadDisplayPreferences();
    expect(getDisplayPreferences()).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('keeps stored values and gives a value that is not an option its default', () => {
    localStorage.setItem(
      STORAGE_KEYS.displayPreferences,
      JSON.stringify({ dateFormat: 'YYYY-MM-DD', timeFormat: 'sundial', autoSave: 'yes', compactMode: true }),
    );
    reloadDisplayPreferences();
    expect(getDisplayPreferences()).toMatchObject({
      dateFormat: 'YYYY-MM-DD',
      timeFormat: '12h',
      autoSave: true,
      compactMode: true,
    });
  });

  it('saves a change at once and re-renders its readers', () => {
    const { result } = renderHook(() => useDisplayPreferences());
    act(() => setDisplayPreference('timeFormat', '24h'));
    expect(result.current.timeFormat).toBe('24h');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.displayPreferences)!)).toMatchObject({ timeFormat: '24h' });
  });

  it('compact mode puts its class on <html> and takes it off again', () => {
    act(() => setDisplayPreference('compactMode', true));
    expect(document.documentElement.classList.contains('compact')).toBe(true);
    act(() => setDisplayPreference('compactMode', false));
    expect(document.documentElement.classList.contains('compact')).toBe(false);
  });

  it('follows a change made in another tab of this browser', () => {
    const { result } = renderHook(() => useDisplayPreferences());
    act(() => {
      localStorage.setItem(STORAGE_KEYS.displayPreferences, JSON.stringify({ dateFormat: 'DD/MM/YYYY' }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.displayPreferences }));
    });
    expect(result.current.dateFormat).toBe('DD/MM/YYYY');
  });
});
