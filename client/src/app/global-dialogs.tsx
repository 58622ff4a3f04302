import { Suspense } from 'react';
import { lazyWithQueries } from './lazy-with-queries';
import { dialogs, useDialogs } from '@/lib/dialogs';

const SignInDialog = lazyWithQueries(() =>
  import('@/features/auth/components/sign-in-dialog').then((m) => m.SignInDialog),
);
const RecoveryDialog = lazyWithQueries(() =>
  import('@/features/auth/components/recovery-dialog').then((m) => m.RecoveryDialog),
);
const GettingStartedWizard = lazyWithQueries(() =>
  import('@/features/onboarding/components/getting-started-wizard').then((m) => m.GettingStartedWizard),
);

/** The dialogs any page may open (lib/dialogs.ts), rendered once and loaded only when first opened. */
export function GlobalDialogs() {
  const state = useDialogs();
  const onOpenChange = (open: boolean) => !open && dialogs.close();
  return (
    <Suspense fallback={null}>
      {state.open === 'sign-in' && (
        <SignInDialog open onOpenChange={onOpenChange} initialTab={state.signInTab} onForgot={dialogs.openRecovery} />
      )}
      {state.open === 'recovery' && <RecoveryDialog open onOpenChange={onOpenChange} />}
      {state.open === 'wizard' && (
        <GettingStartedWizard
          open
          onOpenChange={onOpenChange}
          onComplete={(key) => {
            const done = state.onWizardComplete;
            dialogs.close();
            done?.(key);
          }}
        />
      )}
    </Suspense>
  );
}
