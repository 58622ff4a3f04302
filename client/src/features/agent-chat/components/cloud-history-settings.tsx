import { Cloud, CloudOff, Loader2, LockOpen, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { hasFeature, planRequiredMessage } from '@common/entitlements';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useSession } from '@/lib/queries/user';
import { CLOUD_STRINGS as S } from '../sync/cloud-history-strings';
import { useLocale } from '@/lib/i18n/i18n';
import {
  disableCloudHistory,
  enableCloudHistory,
  getCloudState,
  refreshCloudStatus,
  subscribeCloudState,
  syncNow,
  unlockCloudHistory,
} from '../sync/cloud-sync-engine';

const MIN_PASSPHRASE = 8;

/**
 * Settings' cloud history (decision 038): off by default; on a plan with it, turned on with a new
 * passphrase (twice, with the warning that nobody can recover it), unlocked with it on another
 * browser or after a reload, synced on demand, and turned off (which deletes the server copy).
 * The status line is a polite live region; errors are alerts.
 */
export function CloudHistorySettings() {
  // Re-renders the section (and its forms) in a newly chosen language.
  useLocale();
  const { user } = useSession();
  const state = useSyncExternalStore(subscribeCloudState, getCloudState);
  const allowed = user ? hasFeature(user, 'cloud_history') : false;
  const [confirmOff, setConfirmOff] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void refreshCloudStatus();
  }, []);

  const turnOff = async () => {
    setBusy(true);
    try {
      await disableCloudHistory();
      setConfirmOff(false);
    } catch {
      // The engine's error is shown below; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const on = state.vault !== null;
  const status = (() => {
    switch (state.phase) {
      case 'loading':
        return S.loading;
      case 'unavailable':
        return S.unavailable;
      case 'off':
        return state.notice ?? S.off;
      case 'locked':
        return state.notice ?? S.locked;
      case 'syncing':
        return S.syncing;
      default:
        return [
          state.lastSyncedAt ? S.synced(new Date(state.lastSyncedAt)) : '',
          state.usage ? S.usage(state.usage.items, state.usage.usedBytes, state.usage.quotaBytes) : '',
        ]
          .filter(Boolean)
          .join(' ');
    }
  })();

  return (
    <section className="grid gap-3 border-t pt-4" aria-labelledby="cloud-history-heading">
      <h3 id="cloud-history-heading" className="flex items-center gap-2 text-sm font-semibold">
        {on ? <Cloud className="size-4" aria-hidden /> : <CloudOff className="size-4" aria-hidden />}
        {S.heading}
      </h3>
      <p className="text-xs text-muted-foreground">{S.intro}</p>
      <p className="text-sm" role="status" aria-live="polite">
        {status}
      </p>
      {state.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.error}
        </p>
      )}

      {!allowed && <p className="text-xs text-muted-foreground">{planRequiredMessage('cloud_history')}</p>}
      {allowed && state.phase === 'off' && <EnableForm />}
      {state.phase === 'locked' && <UnlockForm />}
      {(state.phase === 'synced' || state.phase === 'syncing' || state.phase === 'error') && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={state.phase === 'syncing'}
          onClick={() => void syncNow()}
        >
          {state.phase === 'syncing' ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
          {S.syncNow}
        </Button>
      )}
      {on && (
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" className="justify-self-start">
              <CloudOff aria-hidden />
              {allowed ? S.turnOff : S.freeOnlyTurnOff}
            </Button>
          }
          alert
          title={S.turnOff}
          description={S.confirmTurnOff}
          cancelLabel={S.cancel}
          confirmLabel={S.turnOff}
          confirmVariant="destructive"
          pending={busy}
          pendingLabel={S.turnOff}
          open={confirmOff}
          onOpenChange={setConfirmOff}
          onConfirm={() => void turnOff()}
        />
      )}
    </section>
  );
}

function EnableForm() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <Button type="button" className="justify-self-start" onClick={() => setOpen(true)}>
        <Cloud aria-hidden />
        {S.turnOn}
      </Button>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (passphrase.length < MIN_PASSPHRASE) return setProblem(S.tooShort);
    if (passphrase !== confirm) return setProblem(S.mismatch);
    setProblem(null);
    setBusy(true);
    try {
      await enableCloudHistory(passphrase);
    } catch {
      // Shown by the section from the engine's state.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="grid max-w-md gap-2" aria-label={S.turnOn} onSubmit={onSubmit} noValidate>
      <Label htmlFor={`${id}-new`}>{S.passphrase}</Label>
      <PasswordInput
        id={`${id}-new`}
        value={passphrase}
        autoComplete="new-password"
        toggleLabel={S.showPassphrase}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => setPassphrase(e.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {S.passphraseHint}
      </p>
      <Label htmlFor={`${id}-confirm`}>{S.confirmPassphrase}</Label>
      <PasswordInput
        id={`${id}-confirm`}
        value={confirm}
        autoComplete="new-password"
        toggleLabel={S.showConfirmation}
        aria-invalid={problem === S.mismatch ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <p className="text-xs font-medium">{S.cannotRecover}</p>
      <FieldError id={`${id}-problem`}>{problem ?? undefined}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Cloud aria-hidden />}
          {busy ? S.working : S.enable}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
          {S.cancel}
        </Button>
      </div>
    </form>
  );
}

function UnlockForm() {
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!passphrase || busy) return;
    setBusy(true);
    try {
      await unlockCloudHistory(passphrase);
      setPassphrase('');
    } catch {
      // Shown by the section from the engine's state.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="grid max-w-md gap-2" aria-label={S.unlockForm} onSubmit={onSubmit}>
      <Label htmlFor={`${id}-unlock`}>{S.passphrase}</Label>
      <PasswordInput
        id={`${id}-unlock`}
        value={passphrase}
        autoComplete="current-password"
        toggleLabel={S.showPassphrase}
        onChange={(e) => setPassphrase(e.target.value)}
      />
      <Button type="submit" className="justify-self-start" disabled={!passphrase || busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <LockOpen aria-hidden />}
        {busy ? S.working : S.unlock}
      </Button>
    </form>
  );
}
