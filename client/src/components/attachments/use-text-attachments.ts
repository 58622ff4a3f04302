import { useState } from 'react';
import { attachmentKindOf } from '@common/vision';
import { attachmentPromptText } from '@/lib/attachments/attachment-text';
import { readAttachment, type ReadAttachmentResult } from '@/lib/attachments/read-attachment';
import { translate } from './i18n';

/**
 * Files turned into text for a box the user edits before anything is sent (the email assistant's
 * content): PDFs and text files are read here in the browser and their text, named by the file,
 * handed to `onText`. Pictures are refused: what reads the box reads text.
 */
export function useTextAttachments({
  onText,
  read = readAttachment,
}: {
  /** The file's text between markers naming it, and the file's name. */
  onText: (text: string, name: string) => void;
  read?: (file: File) => Promise<ReadAttachmentResult>;
}) {
  const [reading, setReading] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const add = (files: readonly File[]) => {
    if (!files.length) return;
    setErrors([]);
    for (const file of files) {
      if (attachmentKindOf(file.type, file.name) === 'image') {
        setErrors((prev) => [...prev, translate('attachments.analyzeNoImages', { name: file.name })]);
        continue;
      }
      setReading((prev) => [...prev, file.name]);
      void read(file)
        .catch(() => ({ error: translate('attachments.unexpected', { name: file.name }) }))
        .then((result) => {
          setReading((prev) => {
            const at = prev.indexOf(file.name);
            return at < 0 ? prev : [...prev.slice(0, at), ...prev.slice(at + 1)];
          });
          if ('error' in result) return setErrors((prev) => [...prev, result.error]);
          onText(attachmentPromptText(result.attachment), result.attachment.name);
          setAnnouncement(translate('attachments.addedToContent', { name: result.attachment.name }));
        });
    }
  };

  return {
    add,
    reading,
    errors,
    announcement,
    /** A notice of the caller's (the text was cut to fit its box), shown with the refusals. */
    report: (message: string) => setErrors((prev) => [...prev, message]),
    dismissErrors: () => setErrors([]),
  };
}

export type TextAttachments = ReturnType<typeof useTextAttachments>;
