import {
  EMAIL_LENGTHS,
  EMAIL_TONES,
  EMAIL_TYPES,
  type EmailLength,
  type EmailTone,
  type EmailType,
} from '@common/email-ai-constants';
import type { GeneratedEmail } from '@common/schemas/email-ai';
import type { Draft } from '@common/schemas/email-drafts';
import { i18n } from '@/lib/i18n/i18n';
import type { MailKey } from './i18n';

/** The compose form, with its defaults. */
export interface ComposeForm {
  type: EmailType;
  tone: EmailTone;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  context: string;
  length: EmailLength;
  isScheduled: boolean;
  scheduledDate: string;
  scheduledTime: string;
}

export const EMPTY_COMPOSE: ComposeForm = {
  type: 'draft',
  tone: 'professional',
  to: '',
  cc: '',
  bcc: '',
  subject: '',
  context: '',
  length: 'medium',
  isScheduled: false,
  scheduledDate: '',
  scheduledTime: '',
};

export { EMAIL_LENGTHS, EMAIL_TONES, EMAIL_TYPES };

/** What the compose tab shows and sends: a generated email, or a draft opened from the list. */
export interface ComposedEmail {
  subject: string;
  body: string;
  tone: EmailTone | null;
  /** 0..1, shown as a percent; null for a draft opened from the list, or when the model gave no score. */
  sentiment: number | null;
  suggestions: string[];
  draftId: string;
}

export const fromGenerated = (email: GeneratedEmail): ComposedEmail => ({
  subject: email.subject,
  body: email.body,
  tone: email.metadata.tone,
  sentiment: email.metadata.sentiment ?? null,
  suggestions: email.suggestions,
  draftId: email.draftId,
});

export const fromDraft = (draft: Draft): ComposedEmail => ({
  subject: draft.subject,
  body: draft.body,
  tone: draft.aiGeneratedMetadata?.tone ?? null,
  sentiment: null,
  suggestions: [],
  draftId: draft.id,
});

/** A 0..1 score as a whole percent in the interface language's format ("42%", "42 %"). */
export const percent = (unit: number) =>
  new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(unit);

/** Drafts and template previews are cut to 100 characters, so a list stays scannable. */
export const PREVIEW_LENGTH = 100;
export const preview = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH)}...` : flat;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Today in the browser's time zone, as the date input wants it (its minimum). */
export const localDate = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The send checks' messages, as keys (the English is the server's wording). */
export const SEND_MESSAGES = {
  missing: 'email-assistant.send.missing',
  scheduleIncomplete: 'email-assistant.send.scheduleIncomplete',
  scheduleInPast: 'email-assistant.send.scheduleInPast',
} as const satisfies Record<string, MailKey>;

/** The moment to send at, or the message telling the user why there is none. */
export function scheduledMoment(form: ComposeForm, now: Date): { sendAt: Date } | { error: MailKey } {
  if (!form.scheduledDate || !form.scheduledTime) return { error: SEND_MESSAGES.scheduleIncomplete };
  // Read as local time, as the user typed it.
  const sendAt = new Date(`${form.scheduledDate}T${form.scheduledTime}`);
  if (Number.isNaN(sendAt.getTime())) return { error: SEND_MESSAGES.scheduleIncomplete };
  if (sendAt.getTime() <= now.getTime()) return { error: SEND_MESSAGES.scheduleInPast };
  return { sendAt };
}

/** Optional compose fields go out only when filled. */
export const optional = (value: string) => value.trim() || undefined;
