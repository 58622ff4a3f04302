import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound } from 'lucide-react';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '@common/api-token-constants';
import { hasFeature } from '@common/entitlements';
import type { ApiToken } from '@common/schemas/api-tokens';
import { richText } from '@/components/ui/rich-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/queries/user';
import { toast } from '@/lib/toast';
import { API_TOKENS_QUERY_KEY, createApiToken, listApiTokens, revokeApiToken } from '../api/settings-api';
import { SettingsSection } from './settings-section';
import { useDateFormat } from '@/lib/preferences/date-format';
import { translate, useT } from '../i18n';

/** Each scope's description (API_TOKEN_SCOPE_NAMES in English), by the catalog's key. */
const SCOPE_LABELS = {
  read: 'settings.tokens.scopeRead',
  write: 'settings.tokens.scopeWrite',
  'email:send': 'settings.tokens.scopeEmailSend',
} as const satisfies Record<ApiTokenScope, string>;

function tokenState(token: ApiToken): { label: string; variant: 'success' | 'destructive' | 'outline' } {
  if (token.revokedAt) return { label: translate('settings.tokens.stateRevoked'), variant: 'destructive' };
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now())
    return { label: translate('settings.tokens.stateExpired'), variant: 'outline' };
  return { label: translate('settings.tokens.stateActive'), variant: 'success' };
}

function CreatedToken({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: t('settings.tokens.copiedTitle'), description: t('settings.tokens.copiedDescription') });
    } catch {
      toast({
        title: t('settings.tokens.notCopiedTitle'),
        description: t('settings.tokens.notCopiedDescription'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div role="status" className="grid gap-2 rounded-md border border-primary p-3">
      <p className="text-sm font-medium">{t('settings.tokens.createdNotice')}</p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={token}
          aria-label={t('settings.tokens.newTokenLabel')}
          className="font-mono"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" onClick={copy} aria-label={t('settings.tokens.copyLabel')}>
          <Copy aria-hidden />
          {t('settings.tokens.copy')}
        </Button>
      </div>
      <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={onDone}>
        {t('settings.tokens.done')}
      </Button>
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState('30');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: createApiToken,
    onSuccess: async (created) => {
      setName('');
      setProblem(null);
      onCreated(created.token);
      await queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY });
    },
    onError: (err) => setProblem(errorMessage(err, t('settings.tokens.createFailed'))),
  });
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('settings.tokens.needName'));
    if (scopes.length === 0) return setProblem(t('settings.tokens.needScope'));
    const expiresInDays = expiry === 'never' ? null : (Number(expiry) as (typeof API_TOKEN_EXPIRY_DAYS)[number]);
    mutation.mutate({ name: name.trim(), scopes, expiresInDays });
  };
  return (
    <form className="grid gap-3" onSubmit={submit} aria-label={t('settings.tokens.formLabel')}>
      <div className="grid gap-1.5">
        <Label htmlFor="api-token-name">{t('settings.tokens.name')}</Label>
        <Input
          id="api-token-name"
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          placeholder={t('settings.tokens.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('settings.tokens.scopes')}</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            id={`api-token-scope-${scope}`}
            label={t(SCOPE_LABELS[scope])}
            checked={scopes.includes(scope)}
            onChange={(e) => toggle(scope, e.target.checked)}
          />
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="api-token-expiry">{t('settings.tokens.expires')}</Label>
        <NativeSelect id="api-token-expiry" value={expiry} onChange={(e) => setExpiry(e.target.value)}>
          {API_TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              {t('settings.tokens.inDays', { days })}
            </option>
          ))}
          <option value="never">{t('settings.tokens.never')}</option>
        </NativeSelect>
      </div>
      {problem && <ErrorBox>{problem}</ErrorBox>}
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? t('settings.tokens.creating') : t('settings.tokens.create')}
      </Button>
    </form>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const t = useT();
  const queryClient = useQueryClient();
  const state = tokenState(token);
  const format = useDateFormat();
  const expires = token.expiresAt
    ? t('settings.tokens.expiresOn', { date: format.date(token.expiresAt) })
    : t('settings.tokens.neverExpires');
  const lastUsed = token.lastUsedAt
    ? t('settings.tokens.lastUsed', { when: format.dateTime(token.lastUsedAt) })
    : t('settings.tokens.neverUsed');
  const mutation = useMutation({
    mutationFn: () => revokeApiToken(token.id),
    onSuccess: () => {
      toast({
        title: t('settings.tokens.revokedTitle'),
        description: t('settings.tokens.revokedDescription', { name: token.name }),
      });
      return queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        title: t('settings.tokens.notRevokedTitle'),
        description: errorMessage(err, t('settings.tokens.notRevokedDescription')),
        variant: 'destructive',
      }),
  });
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>{token.name}</span>
          <code className="text-xs text-muted-foreground">{token.prefix}…</code>
          <Badge variant={state.variant} className="bg-transparent">
            {state.label}
          </Badge>
        </p>
        <p className="text-xs text-muted-foreground">
          {token.scopes.join(', ')} · {t('settings.tokens.createdOn', { date: format.date(token.createdAt) })} ·{' '}
          {expires} · {lastUsed}
        </p>
      </div>
      {!token.revokedAt && (
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              aria-label={t('settings.tokens.revokeLabel', { name: token.name })}
              disabled={mutation.isPending}
            >
              {t('settings.tokens.revoke')}
            </Button>
          }
          title={t('settings.tokens.revokeTitle')}
          description={t('settings.tokens.revokeDescription', { name: token.name })}
          cancelLabel={t('settings.tokens.revokeCancel')}
          confirmLabel={t('settings.tokens.revokeConfirm')}
          confirmVariant="destructive"
          alert
          onConfirm={() => mutation.mutate()}
        />
      )}
    </li>
  );
}

function TokenList() {
  const t = useT();
  const query = useQuery({ queryKey: API_TOKENS_QUERY_KEY, queryFn: listApiTokens });
  if (query.isLoading) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('settings.tokens.loading')}
      </p>
    );
  }
  if (query.isError) return <ErrorBox>{errorMessage(query.error, t('settings.tokens.loadFailed'))}</ErrorBox>;
  const tokens = query.data ?? [];
  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">{t('settings.tokens.empty')}</p>;
  return (
    <ul className="grid gap-2" aria-label={t('settings.tokens.listLabel')}>
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} />
      ))}
    </ul>
  );
}

/**
 * Personal API tokens (Pro): call the REST API with `Authorization: Bearer`, within the scopes the
 * token holds. The token is shown once, when it is made; the list shows its first characters.
 */
export function ApiTokensPanel() {
  const t = useT();
  const { user } = useSession();
  const [created, setCreated] = useState<string | null>(null);
  const allowed = user ? hasFeature(user, 'api_access') : false;
  return (
    <SettingsSection title={t('settings.tokens.title')} icon={<KeyRound className="size-4 text-primary" aria-hidden />}>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {richText(t('settings.tokens.intro'), [
            <code>Authorization: Bearer &lt;token&gt;</code>,
            <a href="/api/docs">/api/docs</a>,
          ])}
        </p>
        {allowed ? (
          <>
            {created ? (
              <CreatedToken token={created} onDone={() => setCreated(null)} />
            ) : (
              <CreateTokenForm onCreated={setCreated} />
            )}
            <TokenList />
          </>
        ) : (
          <p className="rounded-md border p-3 text-sm">
            {t('settings.tokens.notAllowed', { feature: t('settings.feature.apiAccess') })}
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
