import { providerEndpoint } from '@common/api-key';
import { readProviderBody } from '@common/chat';
import { buildImageRequest, imageCostUsd, type ImageGenerationInput } from '@common/image-generation';
import { sniffImageType } from '@/lib/attachments/file-type';
import { decodeImage, type DecodedImage } from './thumbnail';
import { ImageGenerationError, imageErrorFromResponse } from './image-error';
import type { GeneratedImage } from './types';
import { isAbort } from '@/lib/abort';

/**
 * One `POST {base}/images/generations` from the browser with the user's key, and the images it
 * returns as Blobs the conversation keeps, each described by a GeneratedImage (thumbnail, size,
 * estimated cost). Nothing here touches React or IndexedDB: the chat stores what this returns.
 */

export interface GenerateImagesOptions extends ImageGenerationInput {
  baseUrl: string;
  apiKey: string | null | undefined;
  signal?: AbortSignal;
}

export interface GeneratedImageFile {
  image: GeneratedImage;
  blob: Blob;
}

/** Seams for tests: the network, the image decoder (absent outside a browser) and the ids. */
export interface GenerateImagesDeps {
  fetch?: typeof fetch;
  decode?: (blob: Blob) => Promise<DecodedImage>;
  newId?: () => string;
}

interface ImageDatum {
  b64_json?: unknown;
  url?: unknown;
  revised_prompt?: unknown;
}

/** Where and how to ask; refuses before any request without a valid key, as the chat does. */
export function imagesTarget(baseUrl: string, apiKey: string | null | undefined) {
  const endpoint = providerEndpoint(baseUrl, apiKey, 'images/generations');
  if (!endpoint) throw new ImageGenerationError('missing_key');
  return { url: endpoint.url, headers: { ...endpoint.headers, 'content-type': 'application/json' } };
}

/** The format from the first bytes (one sniffer with attachments'): providers answer PNG by default. */
const imageType = (bytes: Uint8Array): string => sniffImageType(bytes) ?? 'image/png';

function base64Bytes(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A link is downloaded at once, without the key (it is another host's signed address), so the
 * image stays in the conversation after the link expires.
 */
async function imageBytes(datum: ImageDatum, fetchImpl: typeof fetch, signal?: AbortSignal): Promise<Blob> {
  if (typeof datum.b64_json === 'string' && datum.b64_json) {
    const bytes = base64Bytes(datum.b64_json);
    return new Blob([bytes], { type: imageType(bytes) });
  }
  if (typeof datum.url === 'string' && datum.url) {
    let response: Response;
    try {
      response = await fetchImpl(datum.url, { signal });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ImageGenerationError('download_failed');
    }
    if (!response.ok) throw new ImageGenerationError('download_failed', response.status);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return new Blob([bytes], { type: imageType(bytes) });
  }
  throw new ImageGenerationError('no_image');
}

export async function generateImages(
  { baseUrl, apiKey, signal, ...input }: GenerateImagesOptions,
  { fetch: fetchImpl = fetch, decode = decodeImage, newId = () => crypto.randomUUID() }: GenerateImagesDeps = {},
): Promise<GeneratedImageFile[]> {
  const { url, headers } = imagesTarget(baseUrl, apiKey);
  const request = buildImageRequest(input);
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify(request), signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    // Offline, refused by CORS or the address is wrong: the chat says the same.
    throw new ImageGenerationError('other');
  }
  const body = await readProviderBody(response);
  if (!response.ok) throw imageErrorFromResponse(response.status, body);
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || data.length === 0) throw new ImageGenerationError('no_image');

  return Promise.all(
    (data as ImageDatum[]).map(async (datum) => {
      const blob = await imageBytes(datum, fetchImpl, signal);
      const decoded = await decode(blob);
      // `auto` lets the provider choose: the image it chose is priced by its real dimensions.
      const pricedSize = request.size === 'auto' ? `${decoded.width}x${decoded.height}` : request.size;
      const revised = typeof datum.revised_prompt === 'string' ? datum.revised_prompt.trim() : '';
      const image: GeneratedImage = {
        id: newId(),
        prompt: request.prompt,
        ...(revised && revised !== request.prompt ? { revisedPrompt: revised } : {}),
        model: request.model,
        size: request.size,
        quality: request.quality ?? 'standard',
        mimeType: blob.type,
        thumbnail: decoded.thumbnail,
        width: decoded.width,
        height: decoded.height,
        costUsd: imageCostUsd(request.model, pricedSize, request.quality ?? 'standard'),
      };
      return { image, blob };
    }),
  );
}
