import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { publicConfigQuery } from '@/lib/public-config';
import { sessionQuery } from '@/lib/queries/user';
import { reloadDisplayPreferences } from '@/lib/preferences/display-preferences';
import type * as JoinClassesModule from '@/lib/join-classes';

// findBy* and waitFor wait for what the user would see; 1 s (the default) is shorter than a busy
// two-core CI machine takes to stream a fake reply through the chat, so they wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty document and empty browser storage (Auto-Save keeps drafts
// there, which would otherwise carry from one test into the next).
afterEach(() => {
  cleanup();
  // The session and config are read once per page load; each test is a page load of its own.
  sessionQuery.reset();
  publicConfigQuery.reset();
  // Files that run in plain Node (no DOM) have no storage to clear.
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  reloadDisplayPreferences();
});

// A key that no catalog has would show its raw id to the user: fail the test that renders it.
i18n.on('missing', ({ id, locale }) => {
  throw new Error(`No ${locale} message for "${id}"`);
});

// The dashboard's first screen joins classes without the class merger (lib/join-classes.ts), which
// gives what `cn` gives only when no two of the classes conflict: every string it joins in a test
// must be one the merger leaves unchanged.
vi.mock('@/lib/join-classes', async (importOriginal) => {
  const { joinClasses } = await importOriginal<typeof JoinClassesModule>();
  const { twMerge } = await import('tailwind-merge');
  return {
    joinClasses: (...inputs: Parameters<typeof joinClasses>) => {
      const joined = joinClasses(...inputs);
      const merged = twMerge(joined);
      if (merged !== joined) throw new Error(`Classes the merger would change: "${joined}" -> "${merged}"`);
      return joined;
    },
  };
});
