import { useEffect, useRef, useState } from 'react';
import type { ImageGenerationInput } from '@common/image-generation';
import type { AgentSummary } from '@common/schemas/agent';
import { generateImages, type GeneratedImageFile } from '@/lib/image-generation/generate-images';
import { ImageGenerationError, imageErrorText } from '@/lib/image-generation/image-error';
import { translate as imageText } from '@/components/generated-images/i18n';
import { useImageSettings } from '@/components/generated-images/use-image-settings';
import { imageRequestPreview } from '../api/image-request-preview';
import { makeMessage, type ConversationMessage } from '../chat-logic';
import { rememberFiles } from '../conversations/file-store';
import type { ReplyRoute } from '../api/outgoing-request';

/** The library agent whose Send makes an image (while its switch is on). */
export const IMAGE_AGENT_ID = 'ai-image-generator';

interface ImageRepliesOptions {
  agent: Pick<AgentSummary, 'id'>;
  conversationId: string;
  route: ReplyRoute;
  /** The chat can take a message now (initialized, under the spending cap, nothing in flight). */
  canSend: () => boolean;
  cap: { sent: () => void; recordCost: (costUsd: number | null) => void };
  /** Adds finished messages to the conversation (the chat engine's append). */
  append: (messages: ConversationMessage[]) => boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** What the reply says in words: the prompt as the provider rewrote it, else as asked. */
function replyText(files: GeneratedImageFile[], prompt: string): string {
  const [first] = files;
  return files.length === 1 && first?.image.revisedPrompt ? first.image.revisedPrompt : prompt;
}

/**
 * Images made in the agent chat, outside the streamed replies: from the "Generate image" dialog
 * (any agent) or from Send (the Image Generator, switch on). Each success adds the user's prompt
 * and a reply carrying the images; the Blobs are stored first, so a saved message never points
 * at a file that is not there.
 */
export function useImageReplies({ agent, conversationId, route, canSend, cap, append }: ImageRepliesOptions) {
  const settings = useImageSettings();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const available = route.kind === 'direct';
  // Leaving the conversation ends the image in flight, as it ends a streamed reply.
  useEffect(() => () => controller.current?.abort(), []);

  /** Makes the images and keeps them; throws what went wrong (an abort as an AbortError). */
  async function make(input: Required<ImageGenerationInput>, signal: AbortSignal): Promise<ConversationMessage> {
    if (route.kind !== 'direct') throw new ImageGenerationError('missing_key');
    cap.sent();
    const files = await generateImages({ ...input, baseUrl: route.baseUrl, apiKey: route.apiKey, signal });
    const costs = files.map(({ image }) => image.costUsd);
    cap.recordCost(costs.some((c) => c === null) ? null : costs.reduce<number>((sum, c) => sum + (c ?? 0), 0));
    await rememberFiles(
      conversationId,
      files.map(({ image, blob }) => ({ id: image.id, blob })),
    );
    return makeMessage('assistant', replyText(files, input.prompt), { images: files.map(({ image }) => image) });
  }

  const announceReady = (prompt: string, count: number) =>
    setAnnouncement(imageText('generated-images.announce.ready', { count, prompt }));

  /** The dialog's Generate: the prompt and the reply go in together; an error stays in the dialog. */
  async function fromDialog(input: Required<ImageGenerationInput>, signal: AbortSignal): Promise<string | null> {
    if (!canSend()) return imageText('generated-images.action.notNow');
    setBusy(true);
    try {
      const reply = await make(input, signal);
      append([makeMessage('user', input.prompt), reply]);
      announceReady(input.prompt, reply.images?.length ?? 1);
      return null;
    } catch (error) {
      if (isAbort(error)) return null;
      return imageErrorText(error);
    } finally {
      setBusy(false);
    }
  }

  /** The Image Generator's Send: the message goes in at once, then the image or the error. */
  function send(text: string): boolean {
    const prompt = text.trim();
    if (busy || !prompt || !canSend()) return false;
    const own = new AbortController();
    controller.current = own;
    append([makeMessage('user', prompt)]);
    setBusy(true);
    setAnnouncement(imageText('generated-images.action.generating'));
    const { model, size, quality, count } = settings;
    void make({ model, size, quality, n: count, prompt }, own.signal)
      .then(
        (reply) => {
          append([reply]);
          announceReady(prompt, reply.images?.length ?? 1);
        },
        (error: unknown) => {
          if (isAbort(error)) return setAnnouncement('');
          const message = imageErrorText(error);
          append([makeMessage('system', message, { kind: 'error' })]);
          setAnnouncement(imageText('generated-images.announce.failed', { message }));
        },
      )
      .finally(() => {
        if (controller.current === own) controller.current = null;
        setBusy(false);
      });
    return true;
  }

  return {
    /** The route calls the provider with the user's key: images are possible. */
    available,
    /** Send makes an image here (the Image Generator with its switch on). */
    sendMakesImage: available && agent.id === IMAGE_AGENT_ID && settings.sendMakesImage,
    busy,
    announcement,
    fromDialog,
    send,
    stop: () => controller.current?.abort(),
    /** "What is sent" for the text being typed, when Send makes an image of it. */
    preview: (draft: string) => {
      const { model, size, quality, count } = settings;
      return route.kind === 'direct'
        ? imageRequestPreview(route.baseUrl, route.apiKey, { model, size, quality, n: count, prompt: draft })
        : null;
    },
  };
}

export type ImageReplies = ReturnType<typeof useImageReplies>;
