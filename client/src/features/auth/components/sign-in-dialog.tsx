import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { usePublicConfig } from '@/lib/public-config';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type SignInTab = 'signin' | 'signup';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: SignInTab;
  onForgot: () => void;
}

const FIRST_FIELD: Record<SignInTab, string> = { signin: 'signin-email', signup: 'signup-firstName' };

export function SignInDialog({ open, onOpenChange, initialTab = 'signin', onForgot }: SignInDialogProps) {
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
          <DialogTitle>ACCESS SYSTEM</DialogTitle>
          <DialogDescription>Sign in or create an account to work with your AI agents.</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(v) => setTab(v as SignInTab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">SIGN IN</TabsTrigger>
            <TabsTrigger value="signup">CREATE ACCOUNT</TabsTrigger>
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
              OR
              <span className="h-px flex-1 bg-border" />
            </div>
            <a href="/api/login" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
              <KeyRound aria-hidden />
              Continue with single sign-on
            </a>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
