import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept live as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Specification, section 9: the wide layout starts at 1024 px; the mobile variant is below 640 px. */
export const WIDE_QUERY = '(min-width: 1024px)';
export const MOBILE_QUERY = '(max-width: 639px)';
