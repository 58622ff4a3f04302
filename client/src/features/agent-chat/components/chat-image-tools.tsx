import { ImageGenerationAction } from '@/components/generated-images/image-generation-action';
import { SendMakesImageToggle } from '@/components/generated-images/send-makes-image-toggle';
import { IMAGE_AGENT_ID, type ImageReplies } from '../hooks/use-image-replies';

interface ChatImageToolsProps {
  agentId: string;
  images: ImageReplies;
  /** The composer's text: the dialog's prompt starts from it. */
  draft: string;
  disabled: boolean;
}

/**
 * Under the composer, when the browser calls the provider with the user's own key: "Generate
 * image" for every agent, and the Image Generator's "Send makes an image" switch.
 */
export function ChatImageTools({ agentId, images, draft, disabled }: ChatImageToolsProps) {
  if (!images.available) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-card px-3 pb-3 sm:px-4 sm:pb-4">
      <ImageGenerationAction draft={draft} disabled={disabled || images.busy} onGenerate={images.fromDialog} />
      {agentId === IMAGE_AGENT_ID && <SendMakesImageToggle disabled={images.busy} />}
      {/* Read out politely, like the chat's own replies: the work starting, then the image or the error. */}
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {images.announcement}
      </div>
    </div>
  );
}
