import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { keyFingerprint, RELAY_FINGERPRINT, type CapStatus } from '@/lib/spending-cap/budget';
import { spending, useSpendingStatus } from '@/lib/spending-cap/spending-store';
import { toast } from '@/lib/toast';
import { useT } from '../i18n';
import { CAP_STRINGS as S } from './spending-cap-strings';

/** '' is no cap; otherwise dollars, 0 or more. undefined: not a valid amount. */
function parseAmount(raw: string): number | null | undefined {
  const text = raw.trim();
  if (!text) return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

const asText = (cap: number | null | undefined) => (cap === null || cap === undefined ? '' : String(cap));

function CapForm({ fingerprint, status }: { fingerprint: string; status: CapStatus }) {
  const [daily, setDaily] = useState(asText(status.daily?.capUsd));
  const [monthly, setMonthly] = useState(asText(status.monthly?.capUsd));
  // Which fields are wrong; the words are read at render time, in the language of the moment.
  const [errors, setErrors] = useState<{ daily?: boolean; monthly?: boolean }>({});

  const save = (e: FormEvent) => {
    e.preventDefault();
    const dailyCapUsd = parseAmount(daily);
    const monthlyCapUsd = parseAmount(monthly);
    const next = {
      daily: dailyCapUsd === undefined,
      monthly: monthlyCapUsd === undefined,
    };
    setErrors(next);
    if (dailyCapUsd === undefined || monthlyCapUsd === undefined) return;
    spending.setCaps(fingerprint, { dailyCapUsd, monthlyCapUsd });
    toast({ title: S.saved });
  };
  const clear = () => {
    setDaily('');
    setMonthly('');
    setErrors({});
    spending.setCaps(fingerprint, { dailyCapUsd: null, monthlyCapUsd: null });
    toast({ title: S.cleared });
  };

  const dailyError = errors.daily ? S.invalid : undefined;
  const monthlyError = errors.monthly ? S.invalid : undefined;

  return (
    <form onSubmit={save} className="grid gap-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="cap-daily" label={S.daily} hint={S.noCapHint} error={dailyError}>
          <Input
            {...fieldA11y('cap-daily', dailyError, true)}
            inputMode="decimal"
            value={daily}
            onChange={(e) => setDaily(e.target.value)}
          />
        </FormField>
        <FormField id="cap-monthly" label={S.monthly} hint={S.noCapHint} error={monthlyError}>
          <Input
            {...fieldA11y('cap-monthly', monthlyError, true)}
            inputMode="decimal"
            value={monthly}
            onChange={(e) => setMonthly(e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{S.save}</Button>
        <Button type="button" variant="outline" onClick={clear}>
          {S.clear}
        </Button>
      </div>
    </form>
  );
}

function Spent({ status }: { status: CapStatus }) {
  return (
    <ul className="grid gap-1 text-sm" data-testid="spending-summary">
      <li>{S.spent('daily', status.daily, status.daySpentUsd)}</li>
      <li>{S.spent('monthly', status.monthly, status.monthSpentUsd)}</li>
      {status.unpricedReplies > 0 && <li className="text-muted-foreground">{S.unpriced(status.unpricedReplies)}</li>}
    </ul>
  );
}

/** The cap of the key the chat spends: the saved key's, or the server's for all-access chat. */
export function SpendingCapSettings({ apiKey, viaRelay }: { apiKey: string | null; viaRelay: boolean }) {
  const fingerprint = apiKey ? keyFingerprint(apiKey.trim()) : viaRelay ? RELAY_FINGERPRINT : null;
  const status = useSpendingStatus(fingerprint);
  useT(); // re-renders the section's words when the language changes
  if (!fingerprint || !status) return null;
  return (
    <div className="grid gap-3" id="spending-cap">
      <p className="text-sm text-muted-foreground">{S.settingsIntro}</p>
      {!apiKey && <p className="text-sm text-muted-foreground">{S.relayKey}</p>}
      <Spent status={status} />
      <CapForm key={fingerprint} fingerprint={fingerprint} status={status} />
    </div>
  );
}
