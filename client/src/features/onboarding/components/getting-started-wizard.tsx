import { ArrowLeft, ArrowRight, Rocket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isValidApiKey } from '@common/api-key';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { AccountQuestionStep, ApiKeyExplainerStep, WelcomeStep } from './intro-steps';
import { KeySetupStep } from './key-setup-step';
import { translate, useT } from '../i18n';
import { PROVIDER_NAME } from './provider-links';
import { WIZARD_STEPS, WizardProgress } from './wizard-progress';

interface GettingStartedWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the trimmed, well-formed key; saving it is the caller's job. */
  onComplete: (apiKey: string) => void;
}

function stepTitle(t: ReturnType<typeof useT>, step: number, hasAccount: boolean | null): string {
  if (step === 1) return t('onboarding.wizard.step1');
  if (step === 2) return t('onboarding.wizard.step2');
  if (step === 3) return t('onboarding.wizard.step3', { provider: PROVIDER_NAME });
  return hasAccount ? t('onboarding.wizard.step4HasAccount') : t('onboarding.wizard.step4NewAccount');
}

export function GettingStartedWizard({ open, onOpenChange, onComplete }: GettingStartedWizardProps) {
  const t = useT();
  const [step, setStep] = useState(1);
  const [hasAccount, setHasAccount] = useState<boolean | null>(null);
  const [apiKey, setApiKey] = useState('');
  const [keyVisible, setKeyVisible] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set by Next/Back only, so opening the dialog keeps Radix's initial focus.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    // Keyboard and screen-reader users land on the new step's heading, not on a vanished button.
    headingRef.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moveFocus.current = true;
    setStep(Math.min(WIZARD_STEPS, Math.max(1, next)));
  };

  const keyValid = isValidApiKey(apiKey);
  const canAdvance = step !== 3 || hasAccount !== null;

  const confirm = () => {
    const key = apiKey.trim();
    if (!isValidApiKey(key)) {
      toast({
        variant: 'destructive',
        title: translate('onboarding.wizard.invalidTitle'),
        description: translate('onboarding.wizard.invalidDescription'),
      });
      return;
    }
    toast({
      title: translate('onboarding.wizard.successTitle'),
      description: translate('onboarding.wizard.successDescription'),
    });
    onComplete(key);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 sm:max-w-xl [&>*]:min-w-0">
        <DialogHeader className="pr-8 text-left">
          <DialogTitle>{t('onboarding.wizard.title')}</DialogTitle>
          <DialogDescription>{t('onboarding.wizard.description')}</DialogDescription>
        </DialogHeader>

        <WizardProgress step={step} />

        <section aria-labelledby="wizard-step-title" className="flex min-h-[16rem] flex-col gap-4">
          <h3
            id="wizard-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="font-mono text-base font-bold tracking-wide text-primary focus-visible:outline-offset-4"
          >
            {stepTitle(t, step, hasAccount)}
          </h3>
          {step === 1 && <WelcomeStep />}
          {step === 2 && <ApiKeyExplainerStep />}
          {step === 3 && <AccountQuestionStep value={hasAccount} onChange={setHasAccount} />}
          {step === 4 && (
            <KeySetupStep
              hasAccount={hasAccount ?? true}
              apiKey={apiKey}
              onApiKeyChange={setApiKey}
              keyVisible={keyVisible}
              onToggleKeyVisible={() => setKeyVisible((v) => !v)}
              onConfirm={confirm}
            />
          )}
        </section>

        {/* Stacked under sm: "Start Using Agents" and Back do not fit side by side at 360 px. */}
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => go(step - 1)} disabled={step === 1}>
            <ArrowLeft aria-hidden />
            {t('onboarding.wizard.back')}
          </Button>
          {step < WIZARD_STEPS ? (
            <Button className="w-full sm:w-auto" onClick={() => go(step + 1)} disabled={!canAdvance}>
              {t('onboarding.wizard.next')}
              <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button className="w-full sm:w-auto" onClick={confirm} disabled={!keyValid}>
              <Rocket aria-hidden />
              {t('onboarding.wizard.start')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
