import { KeyRound, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { unlockMaintenance } from '../api/maintenance-api';
import { useT } from '../i18n';

export function TesterAccessForm() {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = code.trim() === '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || pending) return;
    setPending(true);
    setError(null);
    try {
      await unlockMaintenance(code.trim());
      // The grant is an httpOnly cookie: reloading lets the app read the new state from /api/config.
      window.location.reload();
    } catch (err) {
      // The gate was switched off meanwhile: nothing to unlock, so just show the site.
      if (err instanceof ApiError && err.status === 404) return window.location.reload();
      // A wrong code is said in the interface's language; any other refusal in the server's words.
      const wrongCode = err instanceof ApiError && err.status === 401;
      const invalid = t('maintenance.invalid');
      setError(wrongCode ? invalid : errorMessage(err, invalid, { unreached: t('maintenance.unreached') }));
      setCode('');
      setPending(false);
      // Straight back to the field (it stays enabled, only read-only, so focus works at once).
      inputRef.current?.focus();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby={`${inputId}-title`}>
      <h2
        id={`${inputId}-title`}
        className="flex items-center gap-2 font-mono text-sm font-bold tracking-widest text-primary"
      >
        <KeyRound aria-hidden className="size-4" />
        {t('maintenance.form.title')}
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t('maintenance.form.code')}</Label>
        <PasswordInput
          ref={inputRef}
          id={inputId}
          size="lg"
          toggleLabel={{ show: t('maintenance.form.show'), hide: t('maintenance.form.hide') }}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('maintenance.form.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          readOnly={pending}
          className="font-mono"
        />
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={blank || pending} aria-busy={pending || undefined}>
        {pending && <LoaderCircle aria-hidden className="animate-spin" />}
        {t('maintenance.form.submit')}
      </Button>
    </form>
  );
}
