import { useState } from 'react';
import type { RequestPreview } from '@common/request-preview';
import { RequestPreviewTrigger } from '@/components/request-preview/request-preview-trigger';
import { useT } from '../i18n';

interface ChatRequestPreviewProps {
  /** Builds the request for the conversation plus this text (use-agent-chat's preview). */
  build: (draft: string) => RequestPreview;
  draft: string;
  promptLoading: boolean;
}

/** "What is sent" for the agent chat: a side sheet that leaves the message box usable. */
export function ChatRequestPreview({ build, draft, promptLoading }: ChatRequestPreviewProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Built only while shown: the conversation can be long.
  const preview = open ? build(draft) : null;
  const withNote =
    preview && promptLoading
      ? { ...preview, notes: [...preview.notes, t('agent-chat.preview.promptLoading')] }
      : preview;
  return (
    <RequestPreviewTrigger
      open={open}
      onOpenChange={setOpen}
      modal={false}
      description={t('agent-chat.preview.description')}
      preview={withNote}
    />
  );
}
