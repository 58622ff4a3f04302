import { useMutation } from '@tanstack/react-query';
import { ListChecks, Loader2, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_AI_MESSAGES, EMAIL_TEXT_MAX, INFO_TYPES, type InfoType } from '@common/email-ai-constants';
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

const INFO_LABELS: Record<InfoType, string> = {
  action_items: 'Action items',
  dates: 'Dates',
  contacts: 'Contacts',
  key_points: 'Key points',
  sentiment: 'Sentiment',
};

const fail = (title: string, description: string) => toast({ variant: 'destructive', title, description });

/** Extract one kind of information from an email, or analyse it as a whole. Mobile: content only. */
export function AnalyzeTab() {
  const { ai, mobile } = useAssistant();
  const [content, setContent] = useState('');
  const [infoType, setInfoType] = useState<InfoType>('key_points');
  // The same input for the call and for its "What is sent" panel.
  const extractInput = () => ({ emailContent: content.trim(), infoType: mobile ? ('key_points' as const) : infoType });
  const extract = useMutation({
    mutationFn: () => extractInfo(ai, extractInput()),
    onSuccess: () => toast({ title: 'Information Extracted', description: 'The results are shown below.' }),
    onError: (err) => fail('Extraction Failed', errorMessage(err, 'Failed to extract information')),
  });
  const analyze = useMutation({
    mutationFn: () => analyzeEmail(ai, content.trim()),
    onSuccess: () => toast({ title: 'Analysis Complete', description: 'The analysis is shown below.' }),
    onError: (err) => fail('Analysis Failed', errorMessage(err, 'Failed to analyze email')),
  });
  const busy = extract.isPending || analyze.isPending;
  const run = (action: typeof extract | typeof analyze) => {
    if (busy) return;
    if (!content.trim()) return fail('Content Required', EMAIL_AI_MESSAGES.contentRequired);
    action.mutate();
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <FormField id="analyze-content" label="Email content">
          <Textarea
            id="analyze-content"
            rows={mobile ? 6 : 8}
            maxLength={EMAIL_TEXT_MAX}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder="Paste the email to analyze"
          />
        </FormField>
        {!mobile && (
          <FormField id="analyze-info-type" label="Information to extract" className="@md:max-w-xs">
            <NativeSelect
              id="analyze-info-type"
              value={infoType}
              onChange={(e) => setInfoType(e.target.value as InfoType)}
            >
              {INFO_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INFO_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => run(extract)} disabled={busy}>
            {extract.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ListChecks aria-hidden />}
            {extract.isPending ? 'EXTRACTING...' : mobile ? 'EXTRACT KEY POINTS' : 'EXTRACT'}
          </Button>
          <Button variant="outline" onClick={() => run(analyze)} disabled={busy}>
            {analyze.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ScanSearch aria-hidden />}
            {analyze.isPending ? 'ANALYZING...' : 'ANALYZE'}
          </Button>
          <AiRequestPreview
            choices={[
              { label: 'Extract', request: () => ({ action: 'extract', input: extractInput() }) },
              { label: 'Analyze', request: () => ({ action: 'analyze', input: { content: content.trim() } }) },
            ]}
          />
        </div>
      </div>
      {extract.data && <ExtractResult result={extract.data} label={INFO_LABELS[extract.data.infoType]} />}
      {analyze.data && <AnalysisResult analysis={analyze.data.analysis} />}
    </div>
  );
}
