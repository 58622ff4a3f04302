import { useEffect, useReducer, useState } from 'react';
import type { RequestPreview } from '@common/request-preview';
import { RequestPreviewTrigger } from '@/components/request-preview/request-preview-trigger';
import { useT } from '../i18n';

interface ChatRequestPreviewProps {
  /** Builds the request for the conversation plus this text (use-agent-chat's preview). */
  build: (draft: string) => RequestPreview;
  draft: string;
  promptLoading: boolean;
  /** Tells of each change of the conversation, a streaming reply's text included (the chat engine's subscribe). */
  follow: (onChange: () => void) => () => void;
}

/** "What is sent" for the agent chat: a side sheet that leaves the message box usable. */
export function ChatRequestPreview({ build, draft, promptLoading, follow }: ChatRequestPreviewProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Shown, it follows a reply as it streams (the panel around it renders when a request starts and ends).
  const [, rebuild] = useReducer((n: number) => n + 1, 0);
  useEffect(() => (open ? follow(rebuild) : undefined), [open, follow]);
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
