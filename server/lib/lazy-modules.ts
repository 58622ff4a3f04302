import type * as Imap from 'imapflow';
import type Nodemailer from 'nodemailer';

/**
 * Mail libraries are loaded the first time a mailbox is linked or a message is sent, not at start:
 * an idle server stays inside its memory budget (decision 006). Each import happens once.
 */
let imapflow: Promise<typeof Imap.ImapFlow> | undefined;
let nodemailer: Promise<typeof Nodemailer> | undefined;

export const loadImapFlow = () => (imapflow ??= import('imapflow').then((m) => m.ImapFlow));
export const loadNodemailer = () => (nodemailer ??= import('nodemailer').then((m) => m.default));
