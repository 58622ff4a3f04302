import { useMutation } from '@tanstack/react-query';
import { ListChecks, Loader2, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_TEXT_MAX, INFO_TYPES, type InfoType } from '@common/email-ai-constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useAssistant } from '../../assistant-context';
import { analyzeEmail, extractInfo } from '../../api/email-ai-api';
import { errorMessage } from '@/lib/error-message';
import { AiRequestPreview } from '../ai-request-preview';
import { AnalysisResult } from './analysis-result';
import { ExtractResult } from './extract-result';
import { translate, useT } from '../../tabs-i18n';
import { INFO_LABELS } from '../../labels';
import { AnalyzeAttachments, useAnalyzeAttachments } from './analyze-attachments';

const fail = (title: string, description: string) => toast({ variant: 'destructive', title, description });

/** Extract one kind of information from an email, or analyse it as a whole. Mobile: content only. */
export function AnalyzeTab() {
  const { ai, mobile } = useAssistant();
  const t = useT();
  const [content, setContent] = useState('');
  const [infoType, setInfoType] = useState<InfoType>('key_points');
  // Files dropped, pasted or picked (a picture read by the user's own provider): their text goes in the box, to check.
  const files = useAnalyzeAttachments(content, setContent);
  // The same input for the call and for its "What is sent" panel.
  const extractInput = () => ({ emailContent: content.trim(), infoType: mobile ? ('key_points' as const) : infoType });
  const extract = useMutation({
    mutationFn: () => extractInfo(ai, extractInput()),
    onSuccess: () =>
      toast({
        title: translate('email-assistant.analyze.extracted'),
        description: translate('email-assistant.analyze.extractedText'),
      }),
    onError: (err) =>
      fail(
        translate('email-assistant.analyze.extractFailed'),
        errorMessage(err, translate('email-assistant.analyze.extractFailedText')),
      ),
  });
  const analyze = useMutation({
    mutationFn: () => analyzeEmail(ai, content.trim()),
    onSuccess: () =>
      toast({
        title: translate('email-assistant.analyze.analyzed'),
        description: translate('email-assistant.analyze.analyzedText'),
      }),
    onError: (err) =>
      fail(
        translate('email-assistant.analyze.analyzeFailed'),
        errorMessage(err, translate('email-assistant.analyze.analyzeFailedText')),
      ),
  });
  const busy = extract.isPending || analyze.isPending;
  const run = (action: typeof extract | typeof analyze) => {
    if (busy) return;
    if (!content.trim())
      return fail(
        translate('email-assistant.analyze.contentRequired'),
        translate('email-assistant.analyze.contentRequiredText'),
      );
    action.mutate();
  };

  return (
    <div className="grid gap-6">
      <div className="relative grid gap-4" {...files.drop.dropProps}>
        <FormField id="analyze-content" label={t('email-assistant.analyze.content')}>
          <Textarea
            onPaste={files.drop.onPaste}
            id="analyze-content"
            rows={mobile ? 6 : 8}
            maxLength={EMAIL_TEXT_MAX}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder={t('email-assistant.analyze.placeholder')}
          />
        </FormField>
        <AnalyzeAttachments files={files} />
        {!mobile && (
          <FormField id="analyze-info-type" label={t('email-assistant.analyze.infoType')} className="@md:max-w-xs">
            <NativeSelect
              id="analyze-info-type"
              value={infoType}
              onChange={(e) => setInfoType(e.target.value as InfoType)}
            >
              {INFO_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(INFO_LABELS[type])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => run(extract)} disabled={busy}>
            {extract.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ListChecks aria-hidden />}
            {extract.isPending
              ? t('email-assistant.analyze.extracting')
              : mobile
                ? t('email-assistant.analyze.extractKeyPoints')
                : t('email-assistant.analyze.extract')}
          </Button>
          <Button variant="outline" onClick={() => run(analyze)} disabled={busy}>
            {analyze.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ScanSearch aria-hidden />}
            {analyze.isPending ? t('email-assistant.analyze.analyzing') : t('email-assistant.analyze.analyze')}
          </Button>
          <AiRequestPreview
            choices={[
              {
                label: t('email-assistant.preview.choice.extract'),
                request: () => ({ action: 'extract', input: extractInput() }),
              },
              {
                label: t('email-assistant.preview.choice.analyze'),
                request: () => ({ action: 'analyze', input: { content: content.trim() } }),
              },
            ]}
          />
        </div>
      </div>
      {extract.data && <ExtractResult result={extract.data} label={t(INFO_LABELS[extract.data.infoType])} />}
      {analyze.data && <AnalysisResult analysis={analyze.data.analysis} />}
    </div>
  );
}
