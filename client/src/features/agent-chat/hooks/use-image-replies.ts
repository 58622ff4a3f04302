import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
import { isAbort } from '@/lib/abort';

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
  /** Shows these messages instead, nothing sent (the chat engine's reset): for edit and regenerate. */
  replace: (messages: ConversationMessage[]) => void;
}

/** What Edit and Regenerate hand over with the conversation (see versions/use-message-versions.ts). */
export interface ContinueExtra {
  /** Added to the reply (the earlier versions it carries). */
  reply?: Partial<ConversationMessage>;
  /** The conversation to give back when no image comes. */
  fallback?: ConversationMessage[];
}

/** What the reply says in words: the prompt as the provider rewrote it, else as asked. */
function replyText(files: GeneratedImageFile[], prompt: string): string {
  const [first] = files;
  return files.length === 1 && first?.image.revisedPrompt ? first.image.revisedPrompt : prompt;
}

/**
 * Images made in the agent chat, outside the streamed replies: from the "Generate image" dialog
 * (any agent) or from Send, Edit and Regenerate (the Image Generator, switch on). Each success
 * adds a reply carrying the images; the Blobs are stored first, so a saved message never points
 * at a file that is not there.
 */
export function useImageReplies(options: ImageRepliesOptions) {
  const { agent, route } = options;
  const settings = useImageSettings();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const available = route.kind === 'direct';
  // The latest options and settings, read when an action runs, so the actions keep one identity.
  const latest = useRef({ options, settings });
  useLayoutEffect(() => {
    latest.current = { options, settings };
  });
  // Leaving the conversation ends the image in flight, as it ends a streamed reply.
  useEffect(() => () => controller.current?.abort(), []);

  const [actions] = useState(() => {
    /** Makes the images and keeps them; throws what went wrong (an abort as an AbortError). */
    async function make(input: Required<ImageGenerationInput>, signal: AbortSignal): Promise<ConversationMessage> {
      const { route: target, cap, conversationId } = latest.current.options;
      if (target.kind !== 'direct') throw new ImageGenerationError('missing_key');
      cap.sent();
      const files = await generateImages({ ...input, baseUrl: target.baseUrl, apiKey: target.apiKey, signal });
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

    /** An image for the user's message that ends the conversation: the reply, or the error line. */
    function answer(prompt: string, { reply: patch, fallback }: ContinueExtra = {}) {
      const { append, replace } = latest.current.options;
      const own = new AbortController();
      controller.current = own;
      setBusy(true);
      setAnnouncement(imageText('generated-images.action.generating'));
      const { model, size, quality, count } = latest.current.settings;
      void make({ model, size, quality, n: count, prompt }, own.signal)
        .then(
          (reply) => {
            append([{ ...reply, ...patch }]);
            announceReady(prompt, reply.images?.length ?? 1);
          },
          (error: unknown) => {
            // Nothing came: a regenerated reply's earlier version comes back.
            if (fallback) replace(fallback);
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
    }

    return {
      /** The Image Generator's Send: the message goes in at once, then the image or the error. */
      send(text: string): boolean {
        const prompt = text.trim();
        const { canSend, append } = latest.current.options;
        if (controller.current || !prompt || !canSend()) return false;
        append([makeMessage('user', prompt)]);
        answer(prompt);
        return true;
      },

      /**
       * Edit and Regenerate while Send makes an image: the conversation becomes `messages`, which
       * end with the user's message, and an image answers it.
       */
      continueFrom(messages: ConversationMessage[], extra?: ContinueExtra): boolean {
        const last = messages.at(-1);
        const { canSend, replace } = latest.current.options;
        if (controller.current || last?.role !== 'user' || !last.content.trim() || !canSend()) return false;
        replace(messages);
        answer(last.content.trim(), extra);
        return true;
      },

      /** The dialog's Generate: the prompt and the reply go in together; an error stays in the dialog. */
      async fromDialog(input: Required<ImageGenerationInput>, signal: AbortSignal): Promise<string | null> {
        const { canSend, append } = latest.current.options;
        if (controller.current || !canSend()) return imageText('generated-images.action.notNow');
        setBusy(true);
        try {
          const reply = await make(input, signal);
          append([makeMessage('user', input.prompt), reply]);
          announceReady(input.prompt, reply.images?.length ?? 1);
          return null;
        } catch (error) {
          return isAbort(error) ? null : imageErrorText(error);
        } finally {
          setBusy(false);
        }
      },

      stop: () => controller.current?.abort(),
    };
  });

  return {
    /** The route calls the provider with the user's key: images are possible. */
    available,
    /** Send makes an image here (the Image Generator with its switch on). */
    sendMakesImage: available && agent.id === IMAGE_AGENT_ID && settings.sendMakesImage,
    busy,
    announcement,
    ...actions,
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
