import { useState } from 'react';
import type { RequestPreview } from '@common/request-preview';
import { RequestPreviewTrigger } from '@/components/request-preview/request-preview-trigger';

const DESCRIPTION =
  'The next request exactly as it will leave this browser, built by the code that sends it. It follows what you type in the message box.';
const PROMPT_LOADING = 'The agent’s system prompt is still loading; it will be in the request.';

interface ChatRequestPreviewProps {
  /** Builds the request for the conversation plus this text (use-agent-chat's preview). */
  build: (draft: string) => RequestPreview;
  draft: string;
  promptLoading: boolean;
}

/** "What is sent" for the agent chat: a side sheet that leaves the message box usable. */
export function ChatRequestPreview({ build, draft, promptLoading }: ChatRequestPreviewProps) {
  const [open, setOpen] = useState(false);
  // Built only while shown: the conversation can be long.
  const preview = open ? build(draft) : null;
  const withNote = preview && promptLoading ? { ...preview, notes: [...preview.notes, PROMPT_LOADING] } : preview;
  return (
    <RequestPreviewTrigger
      open={open}
      onOpenChange={setOpen}
      modal={false}
      description={DESCRIPTION}
      preview={withNote}
    />
  );
}
