import { createRequire } from 'node:module';
import type * as Imap from 'imapflow';
import type * as Luxon from 'luxon';
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

const require = createRequire(import.meta.url);
let luxonModule: typeof Luxon | undefined;
/**
 * Luxon, for schedules in users' timezones, loaded the first time an automation's time is worked
 * out rather than at start. Synchronous (its CommonJS build), so the schedule's functions stay so.
 */
export const luxon = () => (luxonModule ??= require('luxon') as typeof Luxon);
