import { translate } from '@/components/attachments/i18n';
import { useFileDrop } from '@/components/attachments/use-file-drop';
import { usePendingAttachments } from '@/components/attachments/use-pending-attachments';
import type { MessageAttachment } from '@/lib/attachments/types';
import type { ConversationMessage } from '../chat-logic';
import { forgetFiles, rememberFiles } from '../conversations/file-store';

interface RefusalRules {
  viaRelay: boolean;
  seesImages: boolean;
  model: string;
  sendMakesImage?: boolean;
}

/** Why this file cannot go with the next message of this chat, or null. */
export function attachmentRefusal(
  attachment: Pick<MessageAttachment, 'kind' | 'name'>,
  { viaRelay, seesImages, model, sendMakesImage = false }: RefusalRules,
): string | null {
  if (sendMakesImage) return translate('attachments.imageMode', { name: attachment.name });
  // The relay is our server calling the provider: a file, even as its text, would reach our server.
  if (viaRelay) return translate('attachments.relayNoFiles', { name: attachment.name });
  if (attachment.kind !== 'image') return null;
  if (!seesImages) return translate('attachments.noVision', { name: attachment.name, model });
  return null;
}

interface ChatAttachmentsOptions {
  conversationId: string;
  /** The relay goes through our server, which never receives files: they need the user's own key. */
  viaRelay: boolean;
  /** The model in use reads pictures (common/vision.ts and the provider setting). */
  seesImages: boolean;
  model: string;
  disabled: boolean;
  /** Send makes an image (the Image Generator): the text is the prompt and files cannot go with it. */
  sendMakesImage?: boolean;
}

/**
 * The files waiting to go with the next message of this conversation, and how they are sent:
 * pictures into the file store first (the request reads them from there), then the message with
 * its attachments. A picture the route or the model cannot take is refused with the reason, when
 * it is attached and again at the send (the model may have changed in between).
 */
export function useChatAttachments({
  conversationId,
  viaRelay,
  seesImages,
  model,
  disabled,
  sendMakesImage = false,
}: ChatAttachmentsOptions) {
  const refuse = (attachment: MessageAttachment) =>
    attachmentRefusal(attachment, { viaRelay, seesImages, model, sendMakesImage });
  const pending = usePendingAttachments({ refuse });
  const drop = useFileDrop(pending.add, { disabled });

  /** Sends through `send` with the files; false (nothing sent, the text kept) when a file stops it. */
  const sendWith = (text: string, send: (text: string, extra?: Partial<ConversationMessage>) => boolean): boolean => {
    if (pending.check()) return false;
    const { attachments, blobs } = pending;
    if (!attachments.length) return send(text);
    // Before the send: the request looks the pictures up as soon as it is built.
    void rememberFiles(conversationId, blobs);
    const sent = send(text, { attachments });
    if (sent) pending.clear();
    else void forgetFiles(blobs.map((b) => b.id));
    return sent;
  };

  return { pending, drop, sendWith };
}
