import { lazy, Suspense } from 'react';
import { dialogs, useDialogs } from '@/lib/dialogs';

const SignInDialog = lazy(() =>
  import('@/features/auth/components/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);
const RecoveryDialog = lazy(() =>
  import('@/features/auth/components/recovery-dialog').then((m) => ({ default: m.RecoveryDialog })),
);
const GettingStartedWizard = lazy(() =>
  import('@/features/onboarding/components/getting-started-wizard').then((m) => ({ default: m.GettingStartedWizard })),
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
