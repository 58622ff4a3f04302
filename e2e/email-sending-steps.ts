import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { GmailSent } from '../server/test/fake-mail-apis';
import { fakeKey } from '../server/test/fake-provider';
import { DESKTOP, expect, main, type SessionCookies } from './fixtures';
import { MAILBOXES, type MailStack } from './mail-stack';

/**
 * The steps email-sending.spec.ts is told in: signing in and linking on its own mail stack,
 * composing and generating an email, scheduling it, and reading the outbox and what the fake
 * Gmail API received. They live here so the spec reads as what a user does and what must follow.
 */

export const RECIPIENT = 'sam@example.com';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  status: string;
  sendAt: string;
  sentAt: string | null;
  accountId: string | null;
}

export interface Email {
  subject: string;
  body: string;
}

export function emailFor(label: string): Email {
  const subject = `${label} ${run}`;
  return { subject, body: `Hi Sam,\n\n${label}: Atlas is on track for Friday.\n\nBest regards,\nAda` };
}

export const toast = (page: Page, text: string) => page.locator('li[data-state="open"]').filter({ hasText: text });
export const widePanel = (page: Page) => main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' });
export const outboxList = (panel: Locator) => panel.getByRole('region', { name: 'OUTBOX' });
/** The send bar's button (the chat has a send button of its own). */
export const sendButton = (panel: Locator, name: 'Send' | 'Schedule') =>
  panel.getByRole('region', { name: 'Send', exact: true }).getByRole('button', { name, exact: true });

export function outboxRow(panel: Locator, subject: string): Locator {
  return outboxList(panel).getByRole('listitem').filter({ hasText: subject });
}
/** The state badge of an outbox row. */
export const stateOf = (row: Locator, state: string) => row.getByText(state, { exact: true });

export const plain = (text: string | undefined) => (text ?? '').replace(/\r\n/g, '\n').trim();

/** After a successful send or schedule, the form and the generated email are cleared. */
export async function expectComposeCleared(panel: Locator): Promise<void> {
  await expect(panel.getByRole('region', { name: 'GENERATED EMAIL' })).toHaveCount(0);
  await expect(panel.getByLabel('To', { exact: true })).toHaveValue('');
  await expect(panel.getByLabel('Subject (optional guidance)')).toHaveValue('');
  await expect(panel.getByLabel('Context')).toHaveValue('');
  await expect(panel.getByRole('switch', { name: 'Schedule send' })).not.toBeChecked();
  await expect(sendButton(panel, 'Send')).toBeVisible();
}

export function expectGmailMessage(sent: GmailSent, email: Email): void {
  expect.soft(sent.parsed.from?.value.map((a) => a.address)).toEqual([MAILBOXES.gmail.email]);
  const to = sent.parsed.to;
  expect.soft((Array.isArray(to) ? to : [to]).flatMap((t) => t?.value.map((a) => a.address))).toEqual([RECIPIENT]);
  expect.soft(sent.parsed.subject).toBe(email.subject);
  expect.soft(plain(sent.parsed.text)).toBe(email.body);
}

/** Turns scheduling on, sets the moment and presses Schedule; expects the Email Scheduled toast. */
export async function schedule(page: Page, panel: Locator, date: string, time: string, label: string): Promise<void> {
  const toggle = panel.getByRole('switch', { name: 'Schedule send' });
  if (!(await toggle.isChecked())) await toggle.click();
  await panel.getByLabel('Date', { exact: true }).fill(date);
  await panel.getByLabel('Time', { exact: true }).fill(time);
  await sendButton(panel, 'Schedule').click();
  await expect(toast(page, 'Email Scheduled')).toContainText(`Your email will be sent ${label}.`);
}

/** The spec's mail stack, its API client and the signed-in user's cookies. */
export interface SendingStack {
  stack: MailStack;
  api: APIRequestContext;
  session: SessionCookies;
}

/**
 * The steps that act on the spec's stack. It takes a getter because the stack only exists once the
 * spec's beforeAll has started it.
 */
export function stackSteps(current: () => SendingStack) {
  /** Signs in on the stack's server with a fake provider key, pointing the browser at the fake provider. */
  async function signIn(page: Page, path = '/dashboard'): Promise<void> {
    const { stack, session } = current();
    await page.context().addCookies(session);
    await page.addInitScript(
      ([key, baseUrl]) => {
        localStorage.setItem('openai-api-key', key);
        localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
      },
      [fakeKey(), stack.provider.baseUrl] as const,
    );
    await page.goto(`${stack.server.url}${path}`);
  }

  /**
   * Links a mailbox as a user does: Linked Accounts, Connect <provider>, sign in and consent in the
   * popup, which closes itself. A browser context of its own each time, so the provider asks who
   * signs in instead of remembering the previous login.
   */
  async function linkThroughPopup(browser: Browser, label: 'Gmail' | 'Outlook', login: string): Promise<void> {
    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      // The provider's pages import a web font; there is no network to fetch it from.
      await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
      const page = await context.newPage();
      await signIn(page);
      await main(page).getByRole('button', { name: 'Linked Accounts' }).click();
      const panel = main(page).getByRole('region', { name: 'LINKED ACCOUNTS' });
      const popupOpened = page.waitForEvent('popup');
      await panel.getByRole('button', { name: `Connect ${label}` }).click();
      const popup = await popupOpened;
      await expect(popup.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
      await popup.getByPlaceholder('Enter any login').fill(login);
      await popup.getByPlaceholder('and password').fill('ignored by the provider');
      await popup.getByRole('button', { name: 'Sign-in' }).click();
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Continue' }).click();
      // The result page posts to the opener and closes itself.
      await closed;
      await expect(toast(page, 'Account Connected')).toContainText('Email account successfully linked.');
      await expect(panel.getByRole('button', { name: `${label}: Connected` })).toBeDisabled();
    } finally {
      await context.close();
    }
  }

  async function outbox(): Promise<OutboxItem[]> {
    const res = await current().api.get('/api/email/outbox');
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as OutboxItem[];
  }

  async function outboxItem(subject: string): Promise<OutboxItem> {
    const item = (await outbox()).find((m) => m.subject === subject);
    expect(item, `outbox item "${subject}"`).toBeDefined();
    return item!;
  }

  const gmailWith = (subject: string): GmailSent[] =>
    current().stack.mailApis.gmail.filter((m) => m.parsed.subject === subject);

  /** Fills the compose form and generates `email` (the fake provider's answer); the generated email is shown. */
  async function generate(page: Page, panel: Locator, email: Email): Promise<void> {
    current().stack.provider.setScenario('json', {
      json: JSON.stringify({ ...email, sentiment: 0.7, suggestions: ['Name the review time'] }),
    });
    await panel.getByLabel('To', { exact: true }).fill(RECIPIENT);
    await panel.getByLabel('Subject (optional guidance)').fill('Atlas status');
    await panel.getByLabel('Context').fill(`Tell Sam that Atlas is on track (${email.subject}).`);
    await panel.getByRole('button', { name: 'GENERATE EMAIL' }).click();
    await expect(toast(page, 'Email Generated')).toContainText('Your email has been composed and saved as a draft.');
    const generated = panel.getByRole('region', { name: 'GENERATED EMAIL' });
    await expect(generated.getByLabel('Subject')).toHaveValue(email.subject);
    await expect(generated.getByLabel('Body')).toHaveValue(email.body);
  }

  async function waitForGmail(subject: string, timeout = 15_000): Promise<GmailSent> {
    await expect.poll(() => gmailWith(subject).length, { message: `Gmail received "${subject}"`, timeout }).toBe(1);
    return gmailWith(subject)[0]!;
  }

  return { signIn, linkThroughPopup, outbox, outboxItem, gmailWith, generate, waitForGmail };
}
