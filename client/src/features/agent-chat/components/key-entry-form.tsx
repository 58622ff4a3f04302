import { CheckCircle2, Loader2, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { isValidApiKey } from '@common/api-key';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { ApiKeyInput } from '@/components/ui/api-key-input';
import { PasswordInput } from '@/components/ui/password-input';
import { saveApiKey, saveEncryptedApiKey, type KeyStorageMode } from '@/lib/api-key';
import { toast } from '@/lib/toast';
import { encryptApiKey } from '../key-crypto';
import { useT } from '../i18n';
import { KeyStorageChoice } from './key-storage-choice';

const MIN_PASSPHRASE = 8;

interface KeyEntryFormProps {
  currentMode: KeyStorageMode;
  /** The typed key, so "Test key" can try it before it is saved. */
  onDraftChange: (key: string) => void;
}

/** Enter a key and choose where it is kept; it is stored only once it is valid. */
export function KeyEntryForm({ currentMode, onDraftChange }: KeyEntryFormProps) {
  const t = useT();
  const id = useId();
  const [key, setKey] = useState('');
  const [mode, setMode] = useState<KeyStorageMode>(currentMode);
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const valid = isValidApiKey(key);
  const passphraseError =
    mode !== 'encrypted' || !passphrase
      ? null
      : passphrase.length < MIN_PASSPHRASE
        ? t('agent-chat.entry.minPassphrase', { min: MIN_PASSPHRASE })
        : confirm && confirm !== passphrase
          ? t('agent-chat.entry.mismatch')
          : null;
  const ready =
    valid && !busy && (mode !== 'encrypted' || (passphrase.length >= MIN_PASSPHRASE && confirm === passphrase));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      const trimmed = key.trim();
      if (mode === 'encrypted') saveEncryptedApiKey(await encryptApiKey(trimmed, passphrase), trimmed);
      else saveApiKey(trimmed, mode);
      setKey('');
      setPassphrase('');
      setConfirm('');
      onDraftChange('');
      toast({ title: t('agent-chat.entry.savedTitle'), description: t('agent-chat.entry.savedText') });
    } catch {
      setError(t('agent-chat.entry.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={t('agent-chat.entry.form')}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-key`}>{t('agent-chat.entry.keyLabel')}</Label>
        <ApiKeyInput
          id={`${id}-key`}
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            onDraftChange(e.target.value);
          }}
          aria-describedby={`${id}-key-hint`}
        />
        <p id={`${id}-key-hint`} className="text-xs text-muted-foreground">
          {valid ? (
            <span className="inline-flex items-center gap-1 text-success">
              <CheckCircle2 className="size-3.5" aria-hidden />
              {t('agent-chat.entry.validFormat')}
            </span>
          ) : (
            t('agent-chat.entry.hint')
          )}
        </p>
      </div>
      <KeyStorageChoice value={mode} onChange={setMode} />
      {mode === 'encrypted' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-pass`}>{t('agent-chat.passphrase')}</Label>
            <PasswordInput
              id={`${id}-pass`}
              autoComplete="new-password"
              toggleLabel={t('agent-chat.showPassphrase')}
              value={passphrase}
              onChange={(e) => setPassphrase(e.target.value)}
              aria-describedby={passphraseError ? `${id}-pass-error` : undefined}
              aria-invalid={passphraseError ? true : undefined}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-confirm`}>{t('agent-chat.entry.confirm')}</Label>
            <PasswordInput
              id={`${id}-confirm`}
              autoComplete="new-password"
              toggleLabel={t('agent-chat.entry.showConfirm')}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <FieldError id={`${id}-pass-error`}>{passphraseError ?? undefined}</FieldError>
          </div>
        </div>
      )}
      <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
      <Button type="submit" className="justify-self-start" disabled={!ready}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {busy ? t('agent-chat.entry.saving') : t('agent-chat.entry.save')}
      </Button>
    </form>
  );
}
