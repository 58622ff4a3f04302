import { EMAIL_TEXT_MAX } from '@common/email-ai-constants';
import { attachmentKindOf } from '@common/vision';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { AttachButton } from '@/components/attachments/attach-button';
import { DropOverlay } from '@/components/attachments/drop-overlay';
import { translate } from '@/components/attachments/i18n';
import { TextAttachStatus } from '@/components/attachments/text-attach-status';
import { useFileDrop } from '@/components/attachments/use-file-drop';
import { useTextAttachments } from '@/components/attachments/use-text-attachments';
import { appendBlock } from '@/lib/attachments/attachment-text';
import { usePictureText } from '../../hooks/use-picture-text';
import { useT } from '../../tabs-i18n';

/**
 * The analyze tab's files: a PDF's or text file's text is extracted in the browser, a picture's
 * text is read by the user's own provider from the browser (with their key, when the model sees
 * pictures); either way only the text is added to the email content, where the user sees and
 * edits it before analysing. The server receives text as it always did, never a file.
 */
export function useAnalyzeAttachments(content: string, setContent: (content: string) => void) {
  // The box as the last file left it: two files read at once must both be added.
  const latest = useRef(content);
  useEffect(() => {
    latest.current = content;
  }, [content]);
  const append = (block: string, name: string) => {
    const { text, cut } = appendBlock(latest.current, block, EMAIL_TEXT_MAX);
    latest.current = text;
    setContent(text);
    if (cut) state.report(translate('attachments.contentFull', { name, max: EMAIL_TEXT_MAX }));
  };
  const state = useTextAttachments({ onText: append });
  const pictures = usePictureText({ onText: append, report: (message) => state.report(message) });
  const add = (files: readonly File[]) => {
    if (!files.length) return;
    state.dismissErrors();
    const isPicture = (file: File) => attachmentKindOf(file.type, file.name) === 'image';
    state.add(files.filter((file) => !isPicture(file)));
    files.filter(isPicture).forEach(pictures.add);
  };
  const drop = useFileDrop(add);
  return { state, pictures, drop, add };
}

/** The paperclip, what is being read (pictures by the provider) and what was refused, and the drop overlay. */
export function AnalyzeAttachments({ files }: { files: ReturnType<typeof useAnalyzeAttachments> }) {
  const t = useT();
  return (
    <>
      <DropOverlay visible={files.drop.dragging} />
      <div className="flex flex-wrap items-center gap-2">
        <AttachButton onFiles={files.add} />
        {files.pictures.reading.map((name, i) => (
          <p key={`${name}-${i}`} className="flex items-center gap-2 text-sm text-muted-foreground" aria-busy="true">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('email-assistant.analyze.picture.reading', { name })}
          </p>
        ))}
        <TextAttachStatus state={files.state} />
        <p className="sr-only" aria-live="polite">
          {files.pictures.announcement}
        </p>
      </div>
    </>
  );
}
