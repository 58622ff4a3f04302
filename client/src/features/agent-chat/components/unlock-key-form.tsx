import { Loader2, LockOpen } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { ENCRYPTED_KEY_STORAGE, setUnlockedApiKey } from '@/lib/api-key';
import { useT } from '../i18n';
import { decryptApiKey, WrongPassphraseError } from '../key-crypto';

function readCipherText(): string | null {
  try {
    return localStorage.getItem(ENCRYPTED_KEY_STORAGE);
  } catch {
    return null;
  }
}

/** Asks once per page session for the passphrase of an encrypted key; the key then stays in memory. */
export function UnlockKeyForm() {
  const t = useT();
  const id = useId();
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const stored = readCipherText();
    if (!passphrase || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (!stored) throw new Error(t('agent-chat.unlock.noKey'));
      setUnlockedApiKey(await decryptApiKey(stored, passphrase));
      setPassphrase('');
    } catch (err) {
      setError(
        err instanceof WrongPassphraseError
          ? t('agent-chat.unlock.wrong')
          : err instanceof Error
            ? err.message
            : t('agent-chat.unlock.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2" aria-label={t('agent-chat.unlock.form')}>
      <Label htmlFor={`${id}-passphrase`}>{t('agent-chat.passphrase')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <PasswordInput
            id={`${id}-passphrase`}
            value={passphrase}
            onChange={(e) => setPassphrase(e.target.value)}
            autoComplete="current-password"
            toggleLabel={t('agent-chat.showPassphrase')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <Button type="submit" disabled={!passphrase || busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <LockOpen aria-hidden />}
          {t('agent-chat.unlock.button')}
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
    </form>
  );
}
