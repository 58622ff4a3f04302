/** An image the provider made in the chat; the full image is a Blob in IndexedDB under `id`. */
export interface GeneratedImage {
  id: string;
  prompt: string;
  /** The prompt as the provider rewrote it (dall-e-3 does), when it says. */
  revisedPrompt?: string;
  model: string;
  size: string;
  quality: string;
  mimeType: string;
  /** A small data URL shown in the chat until the full image is opened. */
  thumbnail: string;
  width?: number;
  height?: number;
  /** Estimated from the price table; null when the model or size has no known price. */
  costUsd: number | null;
}
