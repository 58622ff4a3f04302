import { useSyncExternalStore } from 'react';

/**
 * App-wide dialogs (sign-in, recovery, getting-started wizard) are opened from many pages but
 * rendered once by the app shell. This tiny store lets any page open one without importing it.
 */
type DialogName = 'sign-in' | 'recovery' | 'wizard';

interface DialogState {
  open: DialogName | null;
  /** Called by the wizard with the entered key when it completes. */
  onWizardComplete?: (apiKey: string) => void;
  signInTab?: 'signin' | 'signup';
}

let state: DialogState = { open: null };
const listeners = new Set<() => void>();

function set(next: DialogState) {
  state = next;
  listeners.forEach((l) => l());
}

export const dialogs = {
  openSignIn: (tab: 'signin' | 'signup' = 'signin') => set({ open: 'sign-in', signInTab: tab }),
  openRecovery: () => set({ open: 'recovery' }),
  openWizard: (onWizardComplete?: (apiKey: string) => void) => set({ open: 'wizard', onWizardComplete }),
  close: () => set({ open: null }),
  get: () => state,
};

export function useDialogs(): DialogState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
