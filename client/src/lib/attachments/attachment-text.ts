import type { MessageAttachment } from './types';

/**
 * How a document travels to the provider: its extracted text inside markers that name the file,
 * so the model can tell the user's words from the file's and several files apart.
 */
export function attachmentPromptText(attachment: Pick<MessageAttachment, 'name' | 'text'>): string {
  return `--- File: ${attachment.name} ---\n${attachment.text ?? ''}\n--- End of ${attachment.name} ---`;
}

/** In place of a picture the model in use cannot see, so the conversation still reads right. */
export function unseenPictureText(attachment: Pick<MessageAttachment, 'name'>): string {
  return `[Picture ${attachment.name} not shown: this model cannot see pictures]`;
}
