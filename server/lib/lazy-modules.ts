import type * as Imap from 'imapflow';
import type Nodemailer from 'nodemailer';
import type * as OpenidClient from 'openid-client';

/**
 * Mail and OAuth libraries are loaded the first time a mailbox is linked, a message is sent or
 * someone signs in through the identity provider, not at start: an idle server stays inside its
 * memory budget (decision 006). Each import happens once.
 */
let imapflow: Promise<typeof Imap.ImapFlow> | undefined;
let nodemailer: Promise<typeof Nodemailer> | undefined;
let openidClient: Promise<typeof OpenidClient> | undefined;

export const loadImapFlow = () => (imapflow ??= import('imapflow').then((m) => m.ImapFlow));
export const loadNodemailer = () => (nodemailer ??= import('nodemailer').then((m) => m.default));
export const loadOpenidClient = () => (openidClient ??= import('openid-client'));
