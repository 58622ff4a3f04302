import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_ATTACHMENTS_PER_MESSAGE } from '@common/vision';
import { readAttachment, type ReadAttachmentResult } from '@/lib/attachments/read-attachment';
import type { MessageAttachment } from '@/lib/attachments/types';
import { translate } from './i18n';

export type PendingAttachment =
  | { key: string; status: 'reading'; name: string; size: number }
  | { key: string; status: 'ready'; attachment: MessageAttachment; blob?: Blob; truncated?: boolean };

export interface PendingAttachmentsOptions {
  /**
   * A refusal for a file read fine but unusable here (an image for a model that cannot see one),
   * or null. Asked once the file is read and again by `check()` before sending.
   */
  refuse?: (attachment: MessageAttachment) => string | null;
  /** Replaces readAttachment (tests). */
  read?: (file: File) => Promise<ReadAttachmentResult>;
}

let keys = 0;

/**
 * The files waiting above a message box: each read as soon as it is added (its chip shows a
 * spinner meanwhile), refused ones leave a message in `errors` instead of a chip.
 */
export function usePendingAttachments({ refuse, read = readAttachment }: PendingAttachmentsOptions = {}) {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  // What was attached last, for screen readers ("report.pdf attached").
  const [announcement, setAnnouncement] = useState('');
  const count = useRef(0);
  const refuseRef = useRef(refuse);
  // A read finishing later is judged by the rule of that moment (the model may have changed).
  useEffect(() => {
    refuseRef.current = refuse;
  });

  const add = useCallback(
    (files: readonly File[]) => {
      if (!files.length) return;
      const room = MAX_ATTACHMENTS_PER_MESSAGE - count.current;
      const accepted = files.slice(0, Math.max(0, room));
      const problems: string[] = [];
      if (accepted.length < files.length)
        problems.push(translate('attachments.tooMany', { max: MAX_ATTACHMENTS_PER_MESSAGE }));
      count.current += accepted.length;
      const started = accepted.map((file) => ({ key: `att-${++keys}`, file }));
      setItems((prev) => [
        ...prev,
        ...started.map(({ key, file }) => ({ key, status: 'reading' as const, name: file.name, size: file.size })),
      ]);
      setErrors(problems);
      for (const { key, file } of started) {
        void read(file)
          .catch(() => ({ error: translate('attachments.unexpected', { name: file.name }) }))
          .then((result) => {
            const refusal = 'error' in result ? result.error : (refuseRef.current?.(result.attachment) ?? null);
            if (refusal) {
              count.current--;
              setItems((prev) => prev.filter((item) => item.key !== key));
              setErrors((prev) => [...prev, refusal]);
              return;
            }
            if ('error' in result) return;
            setItems((prev) =>
              prev.map((item) => (item.key === key ? { key, status: 'ready' as const, ...result } : item)),
            );
            setAnnouncement(translate('attachments.attached', { name: result.attachment.name }));
          });
      }
    },
    [read],
  );

  const remove = useCallback((key: string) => {
    setItems((prev) => {
      const next = prev.filter((item) => item.key !== key);
      count.current = next.length;
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    count.current = 0;
    setItems([]);
    setErrors([]);
  }, []);

  const ready = items.filter((item) => item.status === 'ready');
  const reading = items.some((item) => item.status === 'reading');

  /**
   * Before sending: a refusal to show (still reading, or a file the current model cannot take),
   * or null. The message is also put in `errors`, so the user sees it where the files are.
   */
  const check = (): string | null => {
    let problem: string | null = reading ? translate('attachments.stillReading') : null;
    for (const item of ready) problem ??= refuse?.(item.attachment) ?? null;
    if (problem) setErrors([problem]);
    return problem;
  };

  return {
    items,
    errors,
    announcement,
    reading,
    /** The attachments and the image blobs for the file store, in the order they were added. */
    attachments: ready.map((item) => item.attachment),
    blobs: ready.flatMap((item) => (item.blob ? [{ id: item.attachment.id, blob: item.blob }] : [])),
    add,
    remove,
    clear,
    check,
    dismissErrors: () => setErrors([]),
  };
}

export type PendingAttachments = ReturnType<typeof usePendingAttachments>;
