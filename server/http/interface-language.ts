import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../common/languages.js';

/**
 * The user's interface language, which the web client sends as `Accept-Language` on every API
 * call. The first tag the product speaks wins; anything else (an API client, a browser language
 * we do not offer) gets English, the language the prompts are written in.
 */
export function interfaceLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (const tag of tags) {
    const base = tag.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
