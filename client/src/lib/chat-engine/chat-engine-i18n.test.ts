import { afterEach, describe, expect, it } from 'vitest';
import { ChatError } from '@/lib/chat-error';
import { activateLanguage } from '@/lib/i18n/i18n';
import { createChatEngine, type ChatEngineOptions, type StreamedReply } from './chat-engine';
import type { EngineMessage } from './chat-machine';

afterEach(async () => {
  await activateLanguage('en');
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function engineWith(stream: ChatEngineOptions<EngineMessage, StreamedReply>['stream']) {
  let ids = 0;
  return createChatEngine<EngineMessage>({
    stream,
    userMessage: (content) => ({ id: `u${++ids}`, role: 'user', content }),
    replyMessage: () => ({ id: `r${++ids}`, role: 'assistant', content: '' }),
    errorNote: (message) => ({ id: `e${++ids}`, role: 'system', content: message }),
    announce: { replied: (content) => content, stopped: () => '', failed: (message) => message },
  });
}

describe('the chat engine in another language', () => {
  it('words a failure in German, in the state, the inline note and the announcement', async () => {
    await activateLanguage('de');
    const engine = engineWith(() => Promise.reject(new ChatError('rate_limited', 429)));
    engine.send('Hallo');
    await settled();
    const text = 'Anfragelimit überschritten. Bitte versuchen Sie es später erneut.';
    expect(engine.getState().error).toBe(text);
    expect(engine.getState().messages.at(-1)?.content).toBe(text);
    expect(engine.getState().announcement).toBe(text);
  });

  it('shows an empty reply as "No response generated" in French', async () => {
    await activateLanguage('fr');
    const engine = engineWith(() => Promise.resolve({ text: '', aborted: false }));
    engine.send('Bonjour');
    await settled();
    expect(engine.getState().messages.at(-1)?.content).toBe('Aucune réponse générée');
  });
});
