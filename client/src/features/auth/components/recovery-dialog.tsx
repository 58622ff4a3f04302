import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RecoveryRequestStep } from './recovery-request-step';
import { RecoveryResetStep } from './recovery-reset-step';
import { UsernameRecoveryTab } from './username-recovery-tab';
import { useT } from '../i18n';

interface RecoveryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type RecoveryTab = 'password' | 'username';

interface RecoveryState {
  tab: RecoveryTab;
  step: 'request' | 'reset';
  email: string;
  notice: string;
  /** Bumped on close so every form below remounts empty. */
  generation: number;
  backed: boolean;
}

const INITIAL: RecoveryState = {
  tab: 'password',
  step: 'request',
  email: '',
  notice: '',
  generation: 0,
  backed: false,
};

export function RecoveryDialog({ open, onOpenChange }: RecoveryDialogProps) {
  const t = useT();
  const [state, setState] = useState<RecoveryState>(INITIAL);

  // Closing clears every field and returns to the request step on the password tab.
  const handleOpenChange = (next: boolean) => {
    if (!next) setState((s) => ({ ...INITIAL, generation: s.generation + 1 }));
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="max-w-md"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          document.getElementById('recovery-email')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('auth.recovery.title')}</DialogTitle>
          <DialogDescription>{t('auth.recovery.description')}</DialogDescription>
        </DialogHeader>
        <Tabs
          key={state.generation}
          value={state.tab}
          onValueChange={(tab) => setState((s) => ({ ...s, tab: tab as RecoveryTab }))}
        >
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="password">{t('auth.recovery.forgotPassword')}</TabsTrigger>
            <TabsTrigger value="username">{t('auth.recovery.forgotUsername')}</TabsTrigger>
          </TabsList>
          {/* Kept mounted so switching tabs does not lose what was typed. */}
          <TabsContent value="password" forceMount className="data-[state=inactive]:hidden">
            {state.step === 'request' ? (
              <RecoveryRequestStep
                defaultEmail={state.email}
                focusOnMount={state.backed}
                onSent={(email, notice) => setState((s) => ({ ...s, step: 'reset', email, notice }))}
              />
            ) : (
              <RecoveryResetStep
                email={state.email}
                notice={state.notice}
                onBack={() => setState((s) => ({ ...s, step: 'request', backed: true }))}
                onDone={() => handleOpenChange(false)}
              />
            )}
          </TabsContent>
          <TabsContent value="username" forceMount className="data-[state=inactive]:hidden">
            <UsernameRecoveryTab />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
