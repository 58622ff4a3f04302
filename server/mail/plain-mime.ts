import { AUTOMATED_HEADERS, messageIdFor, type OutgoingMail } from './compose-mime.js';

/**
 * The common message written without nodemailer: plain ASCII text with short lines, plain
 * addresses, a short ASCII subject. Building nodemailer's header objects (parsing each address,
 * normalising each domain, checking each value for encoding and folding) was most of the cost of
 * composing such a message, a tenth of the server's time in a delivered queue. The bytes are the
 * ones nodemailer writes for it (compose-mime.test.ts compares them, generated cases included).
 * Anything that nodemailer would encode, quote, fold or normalise is left to it: undefined.
 */

/** Text nodemailer sends as 7bit: no control characters but tab and line breaks, no line over 76. */
const PLAIN_TEXT = /^[\t\n\r\x20-\x7f]*$/;
const LONG_LINE = /[^\r\n]{77}/;
/** A dot-atom local part and a lowercase ASCII domain: nodemailer leaves these as they are. */
const ADDRESS =
  /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;
/** Words of letters and digits, one space apart: written without quotes. */
const NAME = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;
/** Printable ASCII words one space apart, none that could read as an encoded word. */
const SUBJECT = /^[\x21-\x7e]+( [\x21-\x7e]+)*$/;
/** Message-IDs in angle brackets, one space apart. */
const IDS = /^<[\x21-\x3b=\x3f-\x7e]+>( <[\x21-\x3b=\x3f-\x7e]+>)*$/;
/** nodemailer folds a header line of 76 characters or more. */
const FOLD_AT = 76;

export function plainMime(mail: OutgoingMail): Buffer | undefined {
  const { from, to, subject, text } = mail;
  // An empty text gets no charset and no transfer encoding from nodemailer.
  if (text === '' || !PLAIN_TEXT.test(text) || LONG_LINE.test(text)) return undefined;
  if (!SUBJECT.test(subject) || subject.includes('=?')) return undefined;
  if (!ADDRESS.test(from.address) || (from.name !== null && from.name !== '' && !NAME.test(from.name)))
    return undefined;
  if (to.length === 0 || !to.every((a) => ADDRESS.test(a))) return undefined;
  if (mail.inReplyTo && !(IDS.test(mail.inReplyTo) && !mail.inReplyTo.includes(' '))) return undefined;
  if (mail.references && !IDS.test(mail.references)) return undefined;

  const lines: string[] = [];
  if (mail.automated) for (const [key, value] of Object.entries(AUTOMATED_HEADERS)) lines.push(`${key}: ${value}`);
  lines.push(`From: ${from.name ? `${from.name} <${from.address}>` : from.address}`);
  lines.push(`To: ${to.join(', ')}`);
  if (mail.inReplyTo) lines.push(`In-Reply-To: ${mail.inReplyTo}`);
  if (mail.references) lines.push(`References: ${mail.references}`);
  lines.push(`Subject: ${subject}`, `Message-ID: ${messageIdFor(mail.outboxId)}`);
  if (!IDS.test(messageIdFor(mail.outboxId)) || lines.some((line) => line.length >= FOLD_AT)) return undefined;
  lines.push(
    `Date: ${new Date(mail.date).toUTCString().replace(/GMT/, '+0000')}`,
    'Content-Transfer-Encoding: 7bit',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
  );
  // As nodemailer ends the text: a final line break unless there is one.
  const end = text.endsWith('\n') ? '' : text.endsWith('\r') ? '\n' : '\r\n';
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${text}${end}`, 'latin1');
}
