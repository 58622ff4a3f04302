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
import { useT, type translate } from '../i18n';

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

/** AppPasswordLinkSchema's messages (English, shared with the server), by the key that shows them translated. */
const SCHEMA_MESSAGES: Record<string, Parameters<typeof translate>[0]> = {
  'Email is required': 'linked-accounts.validation.emailRequired',
  'Email is too long': 'linked-accounts.validation.emailTooLong',
  'Enter a valid email address': 'linked-accounts.validation.emailInvalid',
  'App password is required': 'linked-accounts.validation.appPasswordRequired',
  'App password is too long': 'linked-accounts.validation.appPasswordTooLong',
};

/** iCloud (and Yahoo without OAuth): the server signs in by IMAP and SMTP before saving the password, encrypted. */
export function AppPasswordDialog({ provider, email: initialEmail = '', onClose, onLinked }: AppPasswordDialogProps) {
  const t = useT();
  const label = provider ? MAIL_PROVIDER_LABELS[provider] : '';
  const shown = (message: string | undefined) => {
    const key = message ? SCHEMA_MESSAGES[message] : undefined;
    return key ? t(key) : message;
  };
  const [email, setEmail] = useState(initialEmail);
  const [appPassword, setAppPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const link = useMutation({
    mutationFn: linkWithAppPassword,
    onSuccess: () => {
      toast({ title: t('linked-accounts.connectedTitle'), description: t('linked-accounts.connectedDescription') });
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
          <DialogTitle>{t('linked-accounts.appPassword.title', { provider: label.toUpperCase() })}</DialogTitle>
          <DialogDescription>{t('linked-accounts.appPassword.description', { provider: label })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="app-password-email" label={t('linked-accounts.appPassword.email')} error={shown(errors.email)}>
            <Input
              {...fieldA11y('app-password-email', shown(errors.email))}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <FormField
            id="app-password-secret"
            label={t('linked-accounts.appPassword.password')}
            error={shown(errors.appPassword)}
            hint={
              provider && (
                <a
                  href={HELP_URLS[provider]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2"
                >
                  {t('linked-accounts.appPassword.help')}
                  <ExternalLink aria-hidden className="size-3" />
                  <span className="sr-only">{t('linked-accounts.appPassword.newTab')}</span>
                </a>
              )
            }
          >
            <PasswordInput
              {...fieldA11y('app-password-secret', shown(errors.appPassword), true)}
              autoComplete="off"
              toggleLabel={t('linked-accounts.appPassword.showPassword')}
              value={appPassword}
              onChange={(e) => setAppPassword(e.target.value)}
            />
          </FormField>
          <ErrorBox>
            {link.error ? errorMessage(link.error, t('linked-accounts.connectFailed'), { ownErrors: true }) : null}
          </ErrorBox>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('linked-accounts.appPassword.cancel')}
            </Button>
            <Button type="submit" disabled={link.isPending}>
              {link.isPending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
              {link.isPending ? t('linked-accounts.appPassword.testing') : t('linked-accounts.appPassword.connect')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
