import { EMAIL_ASSISTANT } from '@common/agents/email-assistant';
import { COMPOSE_BLOCK_INSTRUCTION } from './compose-block';
import { translate } from './i18n';

/** The assistant's chat: its seed messages (in English here; shown in the interface language) and the prompt it runs with. */
export const GREETING = 'How can I assist you with your email tasks?';
export const WELCOME = 'AI Email Assistant initialized. Ready to compose, analyze and organise your email.';
export const CLEARED = 'Chat history cleared. Email Assistant ready for new conversation.';

/** The catalogue's prompt, with the client's addition that lets a reply fill the compose form. */
export const CHAT_SYSTEM_PROMPT = `${EMAIL_ASSISTANT.systemPrompt}\n\n${COMPOSE_BLOCK_INSTRUCTION}`;

export interface ChatEntry {
  id: string;
  role: 'system' | 'user' | 'assistant';
  content: string;
  timestamp: string;
  /** A failure note: shown, never sent back to the provider. */
  error?: boolean;
  stopped?: boolean;
}

let counter = 0;
export const entry = (role: ChatEntry['role'], content: string, extra: Partial<ChatEntry> = {}): ChatEntry => ({
  id: `m${Date.now().toString(36)}-${++counter}`,
  role,
  content,
  timestamp: new Date().toISOString(),
  ...extra,
});

export const seedMessages = (system = translate('email-assistant.chat.welcome')): ChatEntry[] => [
  entry('system', system),
  entry('assistant', translate('email-assistant.chat.greeting')),
];

/** 24-hour hh:mm:ss, like the agent chat. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
