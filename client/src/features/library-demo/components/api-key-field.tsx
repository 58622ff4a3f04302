import { CheckCircle2, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ApiKeyInput } from '@/components/ui/api-key-input';
import type { DemoKey } from '../hooks/use-demo-key';
import { useT } from '../i18n';
import { API_KEYS_URL, ApiKeyHelpDialog } from './api-key-help-dialog';

/** The API key input with its Help and Get My API Key buttons. */
export function ApiKeyField({ draft, change, activeKey, locked }: DemoKey) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{t('library-demo.key.label')}</Label>
        <div className="flex flex-wrap gap-2">
          <ApiKeyHelpDialog />
          <Button asChild variant="outline" size="sm">
            <a href={API_KEYS_URL} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t('library-demo.key.get')}
              <span className="sr-only"> {t('library-demo.newTab')}</span>
            </a>
          </Button>
        </div>
      </div>
      <ApiKeyInput
        id={id}
        value={draft}
        onChange={(e) => change(e.target.value)}
        aria-describedby={hintId}
        aria-invalid={draft.trim() !== '' && !activeKey ? true : undefined}
        className="font-sans"
      />
      <p id={hintId} className="flex items-start gap-1.5 text-xs text-muted-foreground">
        {activeKey ? (
          <>
            <CheckCircle2 className="size-3.5 shrink-0 text-success" aria-hidden />
            <span>
              <span className="font-semibold text-success">{t('library-demo.key.valid')}</span>{' '}
              {t('library-demo.key.saved')}
            </span>
          </>
        ) : locked && !draft ? (
          t('library-demo.key.locked')
        ) : (
          t('library-demo.key.hint')
        )}
      </p>
    </div>
  );
}
