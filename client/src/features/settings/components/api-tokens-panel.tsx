import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound } from 'lucide-react';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_NAMES,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '@common/api-token-constants';
import { FEATURE_NAMES, hasFeature } from '@common/entitlements';
import type { ApiToken } from '@common/schemas/api-tokens';
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

function tokenState(token: ApiToken): { label: string; variant: 'success' | 'destructive' | 'outline' } {
  if (token.revokedAt) return { label: 'Revoked', variant: 'destructive' };
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now())
    return { label: 'Expired', variant: 'outline' };
  return { label: 'Active', variant: 'success' };
}

function CreatedToken({ token, onDone }: { token: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: 'Copied', description: 'The token was copied to your clipboard.' });
    } catch {
      toast({ title: 'Not Copied', description: 'Select the token and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <div role="status" className="grid gap-2 rounded-md border border-primary p-3">
      <p className="text-sm font-medium">Copy your new token now. It will not be shown again.</p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={token}
          aria-label="New API token"
          className="font-mono"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" onClick={copy} aria-label="Copy token">
          <Copy aria-hidden />
          COPY
        </Button>
      </div>
      <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
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
    onError: (err) => setProblem(errorMessage(err, 'Failed to create the token. Please try again.')),
  });
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Give the token a name.');
    if (scopes.length === 0) return setProblem('Choose at least one scope.');
    const expiresInDays = expiry === 'never' ? null : (Number(expiry) as (typeof API_TOKEN_EXPIRY_DAYS)[number]);
    mutation.mutate({ name: name.trim(), scopes, expiresInDays });
  };
  return (
    <form className="grid gap-3" onSubmit={submit} aria-label="Create an API token">
      <div className="grid gap-1.5">
        <Label htmlFor="api-token-name">Name</Label>
        <Input
          id="api-token-name"
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          placeholder="e.g. Reporting script"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Scopes</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            id={`api-token-scope-${scope}`}
            label={API_TOKEN_SCOPE_NAMES[scope]}
            checked={scopes.includes(scope)}
            onChange={(e) => toggle(scope, e.target.checked)}
          />
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="api-token-expiry">Expires</Label>
        <NativeSelect id="api-token-expiry" value={expiry} onChange={(e) => setExpiry(e.target.value)}>
          {API_TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              In {days} days
            </option>
          ))}
          <option value="never">Never</option>
        </NativeSelect>
      </div>
      {problem && <ErrorBox>{problem}</ErrorBox>}
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? 'CREATING...' : 'CREATE TOKEN'}
      </Button>
    </form>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const queryClient = useQueryClient();
  const state = tokenState(token);
  const format = useDateFormat();
  const mutation = useMutation({
    mutationFn: () => revokeApiToken(token.id),
    onSuccess: () => {
      toast({ title: 'Token Revoked', description: `${token.name} no longer works.` });
      return queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        title: 'Token Not Revoked',
        description: errorMessage(err, 'Failed to revoke the token. Please try again.'),
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
          {token.scopes.join(', ')} · Created {format.date(token.createdAt)} ·{' '}
          {token.expiresAt ? `Expires ${format.date(token.expiresAt)}` : 'Never expires'} ·{' '}
          {token.lastUsedAt ? `Last used ${format.dateTime(token.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      {!token.revokedAt && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" aria-label={`REVOKE ${token.name}`} disabled={mutation.isPending}>
              REVOKE
            </Button>
          }
          title="Revoke this token?"
          description={`Programs using "${token.name}" stop working at once. This cannot be undone.`}
          cancelLabel="Cancel"
          confirmLabel="Revoke"
          confirmVariant="destructive"
          alert
          onConfirm={() => mutation.mutate()}
        />
      )}
    </li>
  );
}

function TokenList() {
  const query = useQuery({ queryKey: API_TOKENS_QUERY_KEY, queryFn: listApiTokens });
  if (query.isLoading) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading tokens...
      </p>
    );
  }
  if (query.isError) return <ErrorBox>{errorMessage(query.error, 'Failed to load your API tokens.')}</ErrorBox>;
  const tokens = query.data ?? [];
  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">No API tokens yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="API tokens">
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
  const { user } = useSession();
  const [created, setCreated] = useState<string | null>(null);
  const allowed = user ? hasFeature(user, 'api_access') : false;
  return (
    <SettingsSection title="API TOKENS" icon={<KeyRound className="size-4 text-primary" aria-hidden />}>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Call the AgentOps API from your own programs with <code>Authorization: Bearer &lt;token&gt;</code>. The
          reference is at <a href="/api/docs">/api/docs</a>.
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
            {FEATURE_NAMES.api_access} is a Pro feature. Upgrade to Pro to create personal API tokens.
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
