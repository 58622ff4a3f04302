// Relative, not @common: these files are tested in Node without the Vite aliases.
import { providerEndpoint } from '../../../../common/api-key';
import { SpeechError } from './speech-error';

/** Where the user's own provider is and the key that opens it; speech never goes through our server. */
export interface ProviderAccess {
  baseUrl: string;
  apiKey: string;
}

/** The endpoint's address and the key's header; refuses before any request without a valid key. */
export function providerTarget(access: ProviderAccess, path: string) {
  const endpoint = providerEndpoint(access.baseUrl, access.apiKey, path);
  if (!endpoint) throw new SpeechError('missing_key');
  return endpoint;
}
