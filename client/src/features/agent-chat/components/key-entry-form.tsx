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
import { KeyStorageChoice } from './key-storage-choice';

const MIN_PASSPHRASE = 8;

interface KeyEntryFormProps {
  currentMode: KeyStorageMode;
  /** The typed key, so "Test key" can try it before it is saved. */
  onDraftChange: (key: string) => void;
}

/** Enter a key and choose where it is kept; it is stored only once it is valid. */
export function KeyEntryForm({ currentMode, onDraftChange }: KeyEntryFormProps) {
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
        ? `Use at least ${MIN_PASSPHRASE} characters.`
        : confirm && confirm !== passphrase
          ? "Passphrases don't match."
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
      toast({ title: 'Success!', description: 'Your API key has been configured. You can now chat with AI agents.' });
    } catch {
      setError('The key could not be saved in this browser.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Save API key">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-key`}>API key</Label>
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
              Valid format
            </span>
          ) : (
            "Enter your API key starting with 'sk-'"
          )}
        </p>
      </div>
      <KeyStorageChoice value={mode} onChange={setMode} />
      {mode === 'encrypted' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-pass`}>Passphrase</Label>
            <PasswordInput
              id={`${id}-pass`}
              autoComplete="new-password"
              toggleLabel="Show passphrase"
              value={passphrase}
              onChange={(e) => setPassphrase(e.target.value)}
              aria-describedby={passphraseError ? `${id}-pass-error` : undefined}
              aria-invalid={passphraseError ? true : undefined}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-confirm`}>Confirm passphrase</Label>
            <PasswordInput
              id={`${id}-confirm`}
              autoComplete="new-password"
              toggleLabel="Show passphrase confirmation"
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
        {busy ? 'SAVING...' : 'SAVE KEY'}
      </Button>
    </form>
  );
}
