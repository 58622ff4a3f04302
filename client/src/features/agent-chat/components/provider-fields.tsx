import { RotateCcw, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { VisionOverrideField } from '@/components/attachments/vision-override-field';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { VisionOverride } from '@common/vision';
import { isAllowedProviderUrl, PROVIDER_NOT_ALLOWED_MESSAGE, type ProviderAllowlist } from '@common/provider-allowlist';
import { saveProviderOverrides, type ProviderOverrides } from '@/lib/provider-settings';
import { usePublicConfig } from '@/lib/public-config';
import { toast } from '@/lib/toast';
import { translate, useT } from '../i18n';

function urlError(value: string, allowlist: ProviderAllowlist | undefined): string | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return translate('agent-chat.provider.scheme');
  } catch {
    return translate('agent-chat.provider.fullAddress');
  }
  // The page's Content-Security-Policy admits only these, so another address could never be reached.
  if (allowlist && !isAllowedProviderUrl(value, allowlist, 'browser')) return PROVIDER_NOT_ALLOWED_MESSAGE;
  return null;
}

/** Any OpenAI-compatible service (or a model server on this machine): base URL and model. */
export function ProviderFields({ overrides }: { overrides: ProviderOverrides }) {
  const t = useT();
  const id = useId();
  const { data: config } = usePublicConfig();
  const defaultUrl = config?.aiBaseUrl ?? 'https://api.openai.com/v1';
  const defaultModel = config?.aiModel ?? 'gpt-4o';
  const [baseUrl, setBaseUrl] = useState(overrides.baseUrl ?? '');
  const [model, setModel] = useState(overrides.model ?? '');
  const [seesImages, setSeesImages] = useState<VisionOverride>(overrides.seesImages ?? 'auto');
  const allowlist = config?.aiProviders;
  const error = urlError(baseUrl, allowlist);
  const browserOnly =
    !error && allowlist && baseUrl.trim() ? !isAllowedProviderUrl(baseUrl, allowlist, 'server') : false;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (error) return;
    saveProviderOverrides({ baseUrl, model, seesImages: seesImages === 'auto' ? undefined : seesImages });
    toast({ title: t('agent-chat.provider.savedTitle'), description: t('agent-chat.provider.savedText') });
  };
  const reset = () => {
    setBaseUrl('');
    setModel('');
    setSeesImages('auto');
    saveProviderOverrides({});
    toast({ title: t('agent-chat.provider.resetTitle'), description: t('agent-chat.provider.resetText') });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={t('agent-chat.provider.form')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-url`}>{t('agent-chat.provider.baseUrl')}</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder={defaultUrl}
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            aria-describedby={`${id}-url-hint${error ? ` ${id}-url-error` : ''}${browserOnly ? ` ${id}-url-note` : ''}`}
            aria-invalid={error ? true : undefined}
            className="font-mono"
          />
          <p id={`${id}-url-hint`} className="text-xs text-muted-foreground">
            {t('agent-chat.provider.default', { value: defaultUrl })}
          </p>
          <FieldError id={`${id}-url-error`}>{error ?? undefined}</FieldError>
          {browserOnly && (
            <p id={`${id}-url-note`} className="text-xs text-muted-foreground">
              {/* A model server on the user's computer serves this browser's chats; the server cannot reach it. */}
              {t('agent-chat.provider.browserOnly')}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-model`}>{t('agent-chat.provider.model')}</Label>
          <Input
            id={`${id}-model`}
            spellCheck={false}
            placeholder={defaultModel}
            value={model}
            onChange={(e) => setModel(e.target.value)}
            aria-describedby={`${id}-model-hint`}
            className="font-mono"
          />
          <p id={`${id}-model-hint`} className="text-xs text-muted-foreground">
            {t('agent-chat.provider.default', { value: defaultModel })}
          </p>
        </div>
      </div>
      <VisionOverrideField id={`${id}-vision`} value={seesImages} onChange={setSeesImages} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={Boolean(error)}>
          <Save aria-hidden />
          {t('agent-chat.provider.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={reset}>
          <RotateCcw aria-hidden />
          {t('agent-chat.provider.useDefaults')}
        </Button>
      </div>
    </form>
  );
}
