import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { usePublicConfig } from '@/lib/public-config';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useT } from '../i18n';

type SignInTab = 'signin' | 'signup';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: SignInTab;
  onForgot: () => void;
}

const FIRST_FIELD: Record<SignInTab, string> = { signin: 'signin-email', signup: 'signup-firstName' };

export function SignInDialog({ open, onOpenChange, initialTab = 'signin', onForgot }: SignInDialogProps) {
  const t = useT();
  const [tab, setTab] = useState<SignInTab>(initialTab);
  const oidcEnabled = usePublicConfig().data?.oidcEnabled ?? false;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onOpenAutoFocus={(e) => {
          // Start in the first field rather than on the tab strip.
          e.preventDefault();
          document.getElementById(FIRST_FIELD[tab])?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('auth.signInDialog.title')}</DialogTitle>
          <DialogDescription>{t('auth.signInDialog.description')}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(v) => setTab(v as SignInTab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">{t('auth.signInDialog.signInTab')}</TabsTrigger>
            <TabsTrigger value="signup">{t('auth.signInDialog.signUpTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm onForgot={onForgot} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm />
          </TabsContent>
        </Tabs>
        {oidcEnabled && (
          <div className="grid gap-3">
            <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
              <span className="h-px flex-1 bg-border" />
              {t('auth.signInDialog.or')}
              <span className="h-px flex-1 bg-border" />
            </div>
            <a href="/api/login" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
              <KeyRound aria-hidden />
              {t('auth.signInDialog.sso')}
            </a>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
