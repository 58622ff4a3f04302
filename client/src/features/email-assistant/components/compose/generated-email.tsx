import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/unmerged/button';
import { FormField } from '@/components/ui/unmerged/form-field';
import { Input } from '@/components/ui/unmerged/input';
import { Textarea } from '@/components/ui/unmerged/textarea';
import { toast } from '@/lib/toast';
import { VALUE_BADGE_CLASSES } from '../assistant-classes';
import { useAssistant } from '../../assistant-context';
import { percent, type ComposedEmail } from '../../compose-model';
import { translate, useT } from '../../i18n';
import { toneLabel } from '../../labels';

async function copy(email: ComposedEmail) {
  try {
    await navigator.clipboard.writeText(`Subject: ${email.subject}\n\n${email.body}`);
    toast({
      title: translate('email-assistant.generated.copied'),
      description: translate('email-assistant.generated.copiedText'),
    });
  } catch {
    toast({
      variant: 'destructive',
      title: translate('email-assistant.generated.copyFailed'),
      description: translate('email-assistant.generated.copyFailedText'),
    });
  }
}

/** The generated email (saved as a draft already): subject and body editable, tone, sentiment, suggestions. */
export function GeneratedEmail({ email }: { email: ComposedEmail }) {
  const { compose } = useAssistant();
  const t = useT();
  return (
    <section aria-labelledby="generated-email-title" className="grid gap-4 rounded-lg border bg-background p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="generated-email-title" className="font-mono text-sm font-bold tracking-wider">
          {t('email-assistant.generated.title')}
        </h4>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy(email)}>
          <Copy aria-hidden />
          {t('email-assistant.generated.copy')}
        </Button>
      </div>
      <dl className="flex flex-wrap gap-2 text-xs">
        {email.tone && (
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">{t('email-assistant.compose.tone')}</dt>
            <dd>
              <span className={VALUE_BADGE_CLASSES}>{toneLabel(t, email.tone)}</span>
            </dd>
          </div>
        )}
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">{t('email-assistant.analyze.info.sentiment')}</dt>
          <dd>
            <span className={VALUE_BADGE_CLASSES}>
              {email.sentiment === null ? t('email-assistant.generated.notAnalysed') : percent(email.sentiment)}
            </span>
          </dd>
        </div>
      </dl>
      <FormField id="generated-subject" label={t('email-assistant.common.subject')}>
        <Input
          id="generated-subject"
          value={email.subject}
          onChange={(e) => compose.updateEmail({ subject: e.target.value })}
        />
      </FormField>
      <FormField id="generated-body" label={t('email-assistant.common.body')}>
        <Textarea
          id="generated-body"
          rows={10}
          value={email.body}
          onChange={(e) => compose.updateEmail({ body: e.target.value })}
        />
      </FormField>
      {email.suggestions.length > 0 && (
        <div className="grid gap-1.5">
          <h5 className="font-mono text-xs font-semibold tracking-wider uppercase">
            {t('email-assistant.common.suggestions')}
          </h5>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {email.suggestions.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
