import { Loader2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { parseAgentFile, type ParsedAgentFile } from '@common/custom-agent-files/parse-agent-file';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useImportAgents } from '../api/custom-agents-api';
import { useT } from '../i18n';

const FORMAT_NAMES = {
  agentops: 'custom-agents.format.agentops',
  nextchat: 'custom-agents.format.nextchat',
  lobechat: 'custom-agents.format.lobechat',
} as const;

interface ImportAgentsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import from a file: the browser reads it with the same parser as the server and shows what it
 * found (or what is wrong) before anything is saved; the server reads it again and saves all of
 * its agents or none.
 */
export function ImportAgentsDialog({ open, onClose }: ImportAgentsDialogProps) {
  const t = useT();
  const [file, setFile] = useState<{ content: string; parsed: ParsedAgentFile } | null>(null);
  const importing = useImportAgents();
  const close = () => {
    setFile(null);
    importing.reset();
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    importing.reset();
    const chosen = event.target.files?.[0];
    if (!chosen) return setFile(null);
    const content = await chosen.text();
    setFile({ content, parsed: parseAgentFile(content) });
  };

  const parsed = file?.parsed;
  const submit = () => {
    if (!file || !parsed?.ok) return;
    importing.mutate(file.content, {
      onSuccess: (result) => {
        toast({
          title: t('custom-agents.import.doneTitle'),
          description: t('custom-agents.import.doneText', { count: result.agents.length }),
        });
        close();
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('custom-agents.import.title')}</DialogTitle>
          <DialogDescription>{t('custom-agents.import.description')}</DialogDescription>
        </DialogHeader>
        <FormField id="agent-file" label={t('custom-agents.import.file')}>
          <Input id="agent-file" type="file" accept=".json,application/json" onChange={(e) => void choose(e)} />
        </FormField>
        {parsed && !parsed.ok && <ErrorBox>{parsed.message}</ErrorBox>}
        {parsed?.ok && (
          <div className="grid gap-2">
            <p className="text-sm">
              {t('custom-agents.import.found', { format: t(FORMAT_NAMES[parsed.format]), count: parsed.agents.length })}
            </p>
            <ul aria-label={t('custom-agents.import.list')} className="grid max-h-48 gap-1 overflow-y-auto text-sm">
              {parsed.agents.map((agent, index) => (
                <li key={index} className="rounded-md border px-3 py-1.5">
                  <span className="font-medium">{agent.name}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {agent.category}
                    {agent.model ? ` · ${agent.model}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ErrorBox>{importing.error ? errorMessage(importing.error, t('custom-agents.import.failed')) : null}</ErrorBox>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            {t('custom-agents.cancel')}
          </Button>
          <Button type="button" disabled={!parsed?.ok || importing.isPending} onClick={submit}>
            {importing.isPending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
            {t('custom-agents.panel.import')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
