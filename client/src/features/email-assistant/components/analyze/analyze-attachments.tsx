import { EMAIL_TEXT_MAX } from '@common/email-ai-constants';
import { acceptAttribute } from '@common/vision';
import { useEffect, useRef } from 'react';
import { AttachButton } from '@/components/attachments/attach-button';
import { DropOverlay } from '@/components/attachments/drop-overlay';
import { translate } from '@/components/attachments/i18n';
import { TextAttachStatus } from '@/components/attachments/text-attach-status';
import { useFileDrop } from '@/components/attachments/use-file-drop';
import { useTextAttachments } from '@/components/attachments/use-text-attachments';
import { appendBlock } from '@/lib/attachments/attachment-text';

const DOCUMENTS = acceptAttribute(['pdf', 'text']);

/**
 * The analyze tab's files: a PDF's or text file's text is extracted in the browser and added to the
 * email content, where the user sees and edits it before analysing. The server receives text as it
 * always did; pictures are refused (the analysis runs on the server's model, which reads text).
 */
export function useAnalyzeAttachments(content: string, setContent: (content: string) => void) {
  // The box as the last file left it: two files read at once must both be added.
  const latest = useRef(content);
  useEffect(() => {
    latest.current = content;
  }, [content]);
  const state = useTextAttachments({
    onText: (block, name) => {
      const { text, cut } = appendBlock(latest.current, block, EMAIL_TEXT_MAX);
      latest.current = text;
      setContent(text);
      if (cut) state.report(translate('attachments.contentFull', { name, max: EMAIL_TEXT_MAX }));
    },
  });
  const drop = useFileDrop(state.add);
  return { state, drop };
}

/** The paperclip (PDFs and text files only), what is being read and what was refused, and the drop overlay. */
export function AnalyzeAttachments({ files }: { files: ReturnType<typeof useAnalyzeAttachments> }) {
  return (
    <>
      <DropOverlay visible={files.drop.dragging} />
      <div className="flex flex-wrap items-center gap-2">
        <AttachButton onFiles={files.state.add} accept={DOCUMENTS} />
        <TextAttachStatus state={files.state} />
      </div>
    </>
  );
}
