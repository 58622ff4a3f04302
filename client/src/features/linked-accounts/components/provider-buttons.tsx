import { Loader2, Mail } from 'lucide-react';
import {
  MAIL_PROVIDER_LABELS,
  MAIL_PROVIDERS,
  type LinkMethod,
  type MailProvider,
} from '@common/schemas/email-accounts';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

interface ProviderButtonsProps {
  /** How this server links each provider; undefined while loading. */
  methods: Partial<Record<MailProvider, LinkMethod>> | undefined;
  connected: ReadonlySet<MailProvider>;
  connecting: MailProvider | null;
  onOAuth: (provider: MailProvider) => void;
  onAppPassword: (provider: MailProvider) => void;
}

/** The four provider buttons: idle, Connecting..., Connected, or disabled with a note when not configured. */
export function ProviderButtons({ methods, connected, connecting, onOAuth, onAppPassword }: ProviderButtonsProps) {
  const t = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {MAIL_PROVIDERS.map((provider) => {
        const label = MAIL_PROVIDER_LABELS[provider];
        const method = methods?.[provider];
        const isConnected = connected.has(provider);
        const isConnecting = connecting === provider;
        const unavailable = method === 'unavailable';
        const noteId = `provider-${provider}-note`;
        const text = isConnecting
          ? t('linked-accounts.provider.connecting')
          : isConnected
            ? t('linked-accounts.provider.connected')
            : t('linked-accounts.provider.connect', { provider: label });
        return (
          <li key={provider} className="grid content-start gap-1.5 rounded-md border p-3">
            <span className="font-mono text-xs font-bold tracking-wider uppercase">{label}</span>
            <Button
              variant={isConnected ? 'secondary' : 'outline'}
              disabled={!method || unavailable || isConnected || connecting !== null}
              aria-describedby={unavailable || method === 'app_password' ? noteId : undefined}
              onClick={() => (method === 'app_password' ? onAppPassword(provider) : onOAuth(provider))}
            >
              {isConnecting ? (
                <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
              ) : (
                <Mail aria-hidden />
              )}
              {!isConnecting && !isConnected ? (
                text
              ) : (
                <span>
                  <span className="sr-only">{label}: </span>
                  {text}
                </span>
              )}
            </Button>
            {unavailable && (
              <p id={noteId} className="text-xs text-muted-foreground">
                {t('linked-accounts.provider.unavailable', { provider: label })}
              </p>
            )}
            {method === 'app_password' && (
              <p id={noteId} className="text-xs text-muted-foreground">
                {t('linked-accounts.provider.appPassword')}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
