import { useMutation } from '@tanstack/react-query';
import { ExternalLink, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AppPasswordLinkSchema, MAIL_PROVIDER_LABELS, type MailProvider } from '@common/schemas/email-accounts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { linkWithAppPassword } from '../api/accounts-api';
import { errorMessage } from '@/lib/error-message';

/** Where each provider explains how to make an app-specific password. */
const HELP_URLS: Partial<Record<MailProvider, string>> = {
  icloud: 'https://support.apple.com/en-us/102654',
  yahoo: 'https://help.yahoo.com/kb/SLN15241.html',
};

interface AppPasswordDialogProps {
  provider: 'icloud' | 'yahoo' | null;
  /** Prefilled when reconnecting an account. */
  email?: string;
  onClose: () => void;
  onLinked: () => void;
}

type Errors = Partial<Record<'email' | 'appPassword', string>>;

/** iCloud (and Yahoo without OAuth): the server signs in by IMAP and SMTP before saving the password, encrypted. */
export function AppPasswordDialog({ provider, email: initialEmail = '', onClose, onLinked }: AppPasswordDialogProps) {
  const label = provider ? MAIL_PROVIDER_LABELS[provider] : '';
  const [email, setEmail] = useState(initialEmail);
  const [appPassword, setAppPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const link = useMutation({
    mutationFn: linkWithAppPassword,
    onSuccess: () => {
      toast({ title: 'Account Connected', description: 'Email account successfully linked.' });
      onLinked();
      onClose();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!provider || link.isPending) return;
    const parsed = AppPasswordLinkSchema.safeParse({ provider, email, appPassword });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'appPassword') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    link.mutate(parsed.data);
  };

  return (
    <Dialog open={provider !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>CONNECT {label.toUpperCase()}</DialogTitle>
          <DialogDescription>
            {label} mail is linked with an app-specific password. We sign in to your mailbox (IMAP and SMTP) to test it
            before saving it, encrypted.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="app-password-email" label="Email" error={errors.email}>
            <Input
              {...fieldA11y('app-password-email', errors.email)}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <FormField
            id="app-password-secret"
            label="App-specific password"
            error={errors.appPassword}
            hint={
              provider && (
                <a
                  href={HELP_URLS[provider]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2"
                >
                  What is an app-specific password and how do I create one?
                  <ExternalLink aria-hidden className="size-3" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )
            }
          >
            <PasswordInput
              {...fieldA11y('app-password-secret', errors.appPassword, true)}
              autoComplete="off"
              toggleLabel="Show app-specific password"
              value={appPassword}
              onChange={(e) => setAppPassword(e.target.value)}
            />
          </FormField>
          <ErrorBox>
            {link.error ? errorMessage(link.error, 'Failed to connect email account', { ownErrors: true }) : null}
          </ErrorBox>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" disabled={link.isPending}>
              {link.isPending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
              {link.isPending ? 'TESTING CONNECTION...' : 'CONNECT'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
