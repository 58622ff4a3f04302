import { Loader2, PlugZap } from 'lucide-react';
import { useRef, useState } from 'react';
import { isValidApiKey } from '@common/api-key';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { ChatError } from '@/lib/chat-stream';
import { chatErrorText } from '@/lib/messages/texts';
import { fetchModelIds } from '../api/chat-api';
import { useT } from '../i18n';

type Result = { ok: true; models: string[] } | { ok: false; message: string };

/** "Test key": asks the provider which models the key reaches (GET {baseUrl}/models). */
export function TestKey({ apiKey, baseUrl }: { apiKey: string | null; baseUrl: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const usable = isValidApiKey(apiKey);

  const run = async () => {
    if (!usable) return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, models: await fetchModelIds(baseUrl, apiKey, controller.signal) });
    } catch (err) {
      if (controller.signal.aborted) return;
      setResult({
        ok: false,
        message: err instanceof ChatError ? chatErrorText(err.reason) : t('agent-chat.test.failed'),
      });
    } finally {
      if (abortRef.current === controller) setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <Button type="button" variant="outline" className="justify-self-start" onClick={run} disabled={!usable || busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <PlugZap aria-hidden />}
        {t('agent-chat.test.button')}
      </Button>
      <div aria-live="polite">
        {result?.ok === false && <ErrorBox>{result.message}</ErrorBox>}
        {result?.ok && (
          <div className="grid gap-2 text-sm">
            <p className="font-medium text-success">{t('agent-chat.test.works', { count: result.models.length })}</p>
            {result.models.length > 0 && (
              <ul
                aria-label={t('agent-chat.test.models')}
                className="max-h-48 overflow-y-auto rounded-md border p-2 font-mono text-xs"
                tabIndex={0}
              >
                {result.models.map((m) => (
                  <li key={m} className="py-0.5">
                    {m}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
