/**
 * An image the provider generated for a reply, as the conversation keeps it. Like an attachment,
 * the record holds the description and a thumbnail; the full image is a Blob in the chat's
 * IndexedDB file store under `id` (kept there because a provider's image URL expires).
 */
export interface GeneratedImage {
  id: string;
  /** What the user asked for: the image's alternative text. */
  prompt: string;
  /** The provider's rewrite of the prompt, when it made one. */
  revisedPrompt?: string;
  model: string;
  size: string;
  quality: string;
  mimeType: string;
  thumbnail: string;
  width?: number;
  height?: number;
  /** From the price table by model, size and quality; null for a model without a price. */
  costUsd: number | null;
}
