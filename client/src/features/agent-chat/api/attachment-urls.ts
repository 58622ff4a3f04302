import { ATTACHMENT_URL_PREFIX, type ChatCompletionRequest, type ContentPart } from '@common/chat';

/**
 * The request as it leaves: each `attachment:<id>` picture replaced by its bytes as a `data:` URL,
 * read from the file store at the last moment (the preview and the context window work on the
 * small records). A picture this browser no longer has (a conversation synced from another one)
 * is named instead, so the rest of the conversation still goes.
 */
export async function withAttachmentData(
  request: ChatCompletionRequest,
  dataUrl: (id: string) => Promise<string | undefined>,
): Promise<ChatCompletionRequest> {
  if (!request.messages.some((m) => typeof m.content !== 'string')) return request;
  const messages = await Promise.all(
    request.messages.map(async (message) => {
      if (typeof message.content === 'string') return message;
      const content = await Promise.all(message.content.map((part) => resolvePart(part, dataUrl)));
      return { ...message, content };
    }),
  );
  return { ...request, messages };
}

async function resolvePart(part: ContentPart, dataUrl: (id: string) => Promise<string | undefined>) {
  if (part.type !== 'image_url' || !part.image_url.url.startsWith(ATTACHMENT_URL_PREFIX)) return part;
  const url = await dataUrl(part.image_url.url.slice(ATTACHMENT_URL_PREFIX.length));
  if (!url) return { type: 'text' as const, text: '[A picture that is no longer stored in this browser]' };
  return { type: 'image_url' as const, image_url: { ...part.image_url, url } };
}
