import { estimatePromptTokens } from '@common/chat';
import { buildImageRequest, type ImageGenerationInput } from '@common/image-generation';
import { maskHeaders, type RequestPreview } from '@common/request-preview';
import { translate } from '@/components/generated-images/i18n';
import { estimateText } from '@/components/generated-images/image-format';
import { imagesTarget } from '@/lib/image-generation/generate-images';

/**
 * "What is sent" while the Image Generator's Send makes an image: the `POST /images/generations`
 * the message will become (built by the same function the request is), not a chat request.
 */
export function imageRequestPreview(
  baseUrl: string,
  apiKey: string,
  input: Required<ImageGenerationInput>,
): RequestPreview {
  const { url, headers } = imagesTarget(baseUrl, apiKey);
  const { model, prompt, ...parameters } = buildImageRequest(input);
  const messages = prompt ? [{ role: 'user' as const, content: prompt }] : [];
  return {
    url,
    headers: maskHeaders(headers),
    model,
    parameters,
    systemPrompt: '',
    messages,
    excluded: [],
    estimatedPromptTokens: estimatePromptTokens(messages),
    // Images are priced per picture, not per token: the note carries the estimate.
    estimatedPromptCostUsd: null,
    maxCostUsd: null,
    notes: [
      translate('generated-images.preview.note', {
        cost: estimateText(model, parameters.size, parameters.quality ?? 'standard', parameters.n, translate),
      }),
    ],
  };
}
