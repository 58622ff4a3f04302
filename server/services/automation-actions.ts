import type { Selectable } from 'kysely';
import { NO_SUBJECT } from '../../common/schemas/email-send.js';
import { splitAddresses } from '../../common/schemas/automations.js';
import type { AutomationTable } from '../db/schema.js';
import type { IncomingMessage } from '../mail/readers/incoming-message.js';
import { renderTemplate, type TemplateValues } from './automation-templates.js';

/**
 * What one run of an automation does, worked out before anything happens: the run (scheduled,
 * mail-triggered or executed by hand) carries it out, and the dry run shows it. Pure, so both see
 * exactly the same message.
 */
export type AutomationRow = Selectable<AutomationTable>;

export type PlannedAction =
  | {
      kind: 'send';
      to: string[];
      subject: string;
      body: string;
      /** Threading of a reply (and a forward's reference to what it forwards). */
      inReplyTo: string | null;
      references: string | null;
      threadId: string | null;
    }
  | { kind: 'task'; title: string; description: string }
  | { kind: 'agent'; agentId: string; prompt: string; output: 'email' | 'task'; to: string[]; subject: string };

export interface ActionContext {
  /** The message that triggered the run (keyword and sender triggers). */
  message?: IncomingMessage;
  /** The address of the mailbox the automation sends from (an agent's answer goes there). */
  accountEmail: string;
  now: number;
  /** For {{date}}. */
  timezone: string;
}

const prefixed = (prefix: 'Re' | 'Fwd', subject: string) =>
  new RegExp(`^${prefix}:`, 'i').test(subject.trim()) ? subject.trim() : `${prefix}: ${subject.trim() || NO_SUBJECT}`;

function valuesFor(a: AutomationRow, ctx: ActionContext): TemplateValues {
  const m = ctx.message;
  return {
    sender: m?.from ?? '',
    senderName: m?.fromName ?? m?.from ?? '',
    subject: m?.subject ?? '',
    body: m?.text ?? '',
    recipient: a.recipient_email,
    automation: a.name,
    date: new Date(ctx.now).toLocaleString('en-GB', {
      timeZone: safeZone(ctx.timezone),
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
  };
}

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The quoted original below a forwarded note, as mail programs write it. */
function forwardedBlock(m: IncomingMessage): string {
  const from = m.fromName ? `${m.fromName} <${m.from ?? ''}>` : (m.from ?? '');
  const lines = [
    '---------- Forwarded message ---------',
    `From: ${from}`,
    ...(m.date ? [`Date: ${new Date(m.date).toUTCString()}`] : []),
    `Subject: ${m.subject}`,
    `To: ${m.to.join(', ')}`,
  ];
  return `${lines.join('\n')}\n\n${m.text}`;
}

/** Throws TemplateError for a template that cannot be filled, and Error for a run that lacks its message. */
export function planAction(a: AutomationRow, ctx: ActionContext): PlannedAction {
  const values = valuesFor(a, ctx);
  const fill = (template: string) => renderTemplate(template, values);
  const m = ctx.message;
  switch (a.action_type) {
    case 'send_email':
      return {
        kind: 'send',
        to: splitAddresses(a.recipient_email),
        subject: fill(a.email_subject) || NO_SUBJECT,
        body: fill(a.email_body),
        inReplyTo: null,
        references: null,
        threadId: null,
      };
    case 'reply': {
      if (!m?.from) throw new Error('A reply needs the message it answers.');
      return {
        kind: 'send',
        to: [m.from],
        subject: prefixed('Re', m.subject),
        body: fill(a.email_template),
        inReplyTo: m.messageId,
        references: [m.references, m.messageId].filter(Boolean).join(' '),
        threadId: m.threadId,
      };
    }
    case 'forward': {
      if (!m) throw new Error('A forward needs the message it forwards.');
      return {
        kind: 'send',
        to: splitAddresses(a.recipient_email),
        subject: prefixed('Fwd', m.subject),
        body: `${fill(a.email_template)}\n\n${forwardedBlock(m)}`,
        inReplyTo: null,
        references: m.messageId,
        threadId: null,
      };
    }
    case 'task':
      return {
        kind: 'task',
        title: (fill(a.email_subject) || m?.subject || a.name).slice(0, 200),
        description: fill(a.email_template).slice(0, 5000),
      };
    case 'agent': {
      const about = m ? `\n\nThe email this is about:\nFrom: ${m.from ?? ''}\nSubject: ${m.subject}\n\n${m.text}` : '';
      return {
        kind: 'agent',
        agentId: a.agent_id ?? '',
        prompt: `${fill(a.agent_prompt)}${about}`,
        output: a.agent_output,
        to: [ctx.accountEmail],
        subject: a.name,
      };
    }
  }
}
