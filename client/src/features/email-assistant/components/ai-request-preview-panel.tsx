import { useMutation } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { EmailAiPreviewRequest } from '@common/schemas/email-ai-preview';
import { RequestPreviewContent } from '@/components/request-preview/request-preview-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { useAssistant } from '../assistant-context';
import { previewEmailAi } from '../api/email-ai-api';
import { useT } from '../i18n';

export interface PreviewChoice {
  label: string;
  /** The call and its input, from the form as it is now (the same input the call would get). */
  request: () => EmailAiPreviewRequest;
}

/**
 * "What is sent" for the email AI: asks the server for the prompt it builds, when it opens and on
 * Refresh. Loaded on first open (ai-request-preview.tsx).
 */
export function AiRequestPreviewPanel({ choices }: { choices: readonly PreviewChoice[] }) {
  const t = useT();
  const { ai } = useAssistant();
  const [chosen, setChosen] = useState(0);
  const id = useId();
  const build = useMutation({ mutationFn: (index: number) => previewEmailAi(ai, choices[index]!.request()) });
  // Once when it opens (the ref keeps a development double effect from asking twice).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    build.mutate(0);
  }, [build]);

  const choose = (index: number) => {
    setChosen(index);
    build.mutate(index);
  };

  return (
    <RequestPreviewContent
      description={t('email-assistant.preview.description')}
      preview={build.isPending ? null : (build.data ?? null)}
      error={build.isError ? errorMessage(build.error, t('email-assistant.preview.failed')) : null}
      footer={
        <div className="flex flex-wrap items-end gap-2 border-t pt-3">
          {choices.length > 1 && (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-which`}>{t('email-assistant.preview.which')}</Label>
              <NativeSelect id={`${id}-which`} value={chosen} onChange={(e) => choose(Number(e.target.value))}>
                {choices.map((c, i) => (
                  <option key={c.label} value={i}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => build.mutate(chosen)}
            disabled={build.isPending}
          >
            <RefreshCw aria-hidden />
            {t('email-assistant.preview.refresh')}
          </Button>
        </div>
      }
    />
  );
}
