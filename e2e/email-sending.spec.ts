/**
 * Sending mail from the email assistant through linked accounts (spec 001 §3 compose form and send
 * payload, §4 compose, §5 scheduling rules, §8 toasts; issue 5: compose to send, a scheduled send
 * that is delivered, cancelling one). Runs against its own mail stack (mail-stack.ts): the user
 * links Gmail and Outlook through the popup at the stand-in provider, and what the app sends lands
 * in the fake Gmail API and Microsoft Graph. The browser runs in a zone half an hour off whole
 * hours, so a time typed in it only arrives on time if it is read as local time all the way.
 */
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import type { GmailSent } from '../server/test/fake-mail-apis';
import { fakeKey } from '../server/test/fake-provider';
import { DESKTOP, expect, main, registerOnOwnServer, test, type SessionCookies } from './fixtures';
import { MAILBOXES, startMailStack, type MailStack } from './mail-stack';

// One stack for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const TIMEZONE = 'Asia/Kolkata';
test.use({ viewport: DESKTOP, timezoneId: TIMEZONE });

const RECIPIENT = 'sam@example.com';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  status: string;
  sendAt: string;
  sentAt: string | null;
  accountId: string | null;
}

let stack: MailStack;
let api: APIRequestContext;
let session: SessionCookies;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  stack = await startMailStack('email-sending');
  api = await playwrightRequest.newContext({ baseURL: stack.server.url });
  session = await registerOnOwnServer(api, 'sender');
  // email-linking.spec.ts covers linking itself; here it is only the way to get two linked accounts.
  await linkThroughPopup(browser, 'Gmail', MAILBOXES.gmail.login);
  await linkThroughPopup(browser, 'Outlook', MAILBOXES.outlook.login);
});

test.afterAll(async () => {
  await api?.dispose();
  await stack?.stop();
});

/** Signs in on the stack's server with a fake provider key, pointing the browser at the fake provider. */
async function signIn(page: Page, path = '/dashboard'): Promise<void> {
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

const toast = (page: Page, text: string) => page.locator('li[data-state="open"]').filter({ hasText: text });
const widePanel = (page: Page) => main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' });
const outboxList = (panel: Locator) => panel.getByRole('region', { name: 'OUTBOX' });
/** The send bar's button (the chat has a send button of its own). */
const sendButton = (panel: Locator, name: 'Send' | 'Schedule') =>
  panel.getByRole('region', { name: 'Send', exact: true }).getByRole('button', { name, exact: true });

async function outbox(): Promise<OutboxItem[]> {
  const res = await api.get('/api/email/outbox');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OutboxItem[];
}

async function outboxItem(subject: string): Promise<OutboxItem> {
  const item = (await outbox()).find((m) => m.subject === subject);
  expect(item, `outbox item "${subject}"`).toBeDefined();
  return item!;
}

const gmailWith = (subject: string): GmailSent[] => stack.mailApis.gmail.filter((m) => m.parsed.subject === subject);
const plain = (text: string | undefined) => (text ?? '').replace(/\r\n/g, '\n').trim();

interface Email {
  subject: string;
  body: string;
}

function emailFor(label: string): Email {
  const subject = `${label} ${run}`;
  return { subject, body: `Hi Sam,\n\n${label}: Atlas is on track for Friday.\n\nBest regards,\nAda` };
}

/** Fills the compose form and generates `email` (the fake provider's answer); the generated email is shown. */
async function generate(page: Page, panel: Locator, email: Email): Promise<void> {
  stack.provider.setScenario('json', {
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

/** After a successful send or schedule, the form and the generated email are cleared. */
async function expectComposeCleared(panel: Locator): Promise<void> {
  await expect(panel.getByRole('region', { name: 'GENERATED EMAIL' })).toHaveCount(0);
  await expect(panel.getByLabel('To', { exact: true })).toHaveValue('');
  await expect(panel.getByLabel('Subject (optional guidance)')).toHaveValue('');
  await expect(panel.getByLabel('Context')).toHaveValue('');
  await expect(panel.getByRole('switch', { name: 'Schedule send' })).not.toBeChecked();
  await expect(sendButton(panel, 'Send')).toBeVisible();
}

async function waitForGmail(subject: string, timeout = 15_000): Promise<GmailSent> {
  await expect.poll(() => gmailWith(subject).length, { message: `Gmail received "${subject}"`, timeout }).toBe(1);
  return gmailWith(subject)[0]!;
}

function expectGmailMessage(sent: GmailSent, email: Email): void {
  expect.soft(sent.parsed.from?.value.map((a) => a.address)).toEqual([MAILBOXES.gmail.email]);
  const to = sent.parsed.to;
  expect.soft((Array.isArray(to) ? to : [to]).flatMap((t) => t?.value.map((a) => a.address))).toEqual([RECIPIENT]);
  expect.soft(sent.parsed.subject).toBe(email.subject);
  expect.soft(plain(sent.parsed.text)).toBe(email.body);
}

/** Date and time input values and the toast's wording of a moment, all in the browser's zone. */
interface Slot {
  date: string;
  time: string;
  at: number;
  label: string;
}

/**
 * The first whole minute at least `leadMs` from now (the inputs take minutes), read in the browser:
 * it and the server share this machine's clock.
 */
async function nextWholeMinute(page: Page, leadMs: number): Promise<Slot> {
  return (await page.evaluate(`(() => {
    const d = new Date(Date.now() + ${leadMs});
    if (d.getSeconds() || d.getMilliseconds()) d.setMinutes(d.getMinutes() + 1, 0, 0);
    const p = (n) => String(n).padStart(2, '0');
    return {
      date: d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()),
      time: p(d.getHours()) + ':' + p(d.getMinutes()),
      at: d.getTime(),
      label: d.toLocaleString(),
    };
  })()`)) as Slot;
}

/** The date `days` from today in the browser's zone, as the date input takes it. */
const browserDate = (page: Page, days = 0) =>
  page.evaluate(`(() => {
    const d = new Date();
    d.setDate(d.getDate() + ${days});
    const p = (n) => String(n).padStart(2, '0');
    return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate());
  })()`) as Promise<string>;

/** Turns scheduling on, sets the moment and presses Schedule; expects the Email Scheduled toast. */
async function schedule(page: Page, panel: Locator, date: string, time: string, label: string): Promise<void> {
  const toggle = panel.getByRole('switch', { name: 'Schedule send' });
  if (!(await toggle.isChecked())) await toggle.click();
  await panel.getByLabel('Date', { exact: true }).fill(date);
  await panel.getByLabel('Time', { exact: true }).fill(time);
  await sendButton(panel, 'Schedule').click();
  await expect(toast(page, 'Email Scheduled')).toContainText(`Your email will be sent ${label}.`);
}

function outboxRow(panel: Locator, subject: string): Locator {
  return outboxList(panel).getByRole('listitem').filter({ hasText: subject });
}
/** The state badge of an outbox row. */
const stateOf = (row: Locator, state: string) => row.getByText(state, { exact: true });

test.describe('at 1440px', () => {
  test('compose, generate and send now from Gmail, then from Outlook', async ({ page }) => {
    await signIn(page);
    const panel = widePanel(page);
    await expect(panel.getByText('2 Account(s) Connected', { exact: true })).toBeVisible();
    const from = panel.getByLabel('Send from');
    await expect(from.locator('option')).toHaveText([
      `${MAILBOXES.gmail.email} (Gmail)`,
      `${MAILBOXES.outlook.email} (Outlook)`,
    ]);

    const viaGmail = emailFor('Sent now via Gmail');
    await generate(page, panel, viaGmail);
    await from.selectOption({ label: `${MAILBOXES.gmail.email} (Gmail)` });
    await expect(sendButton(panel, 'Send')).toBeEnabled();
    await sendButton(panel, 'Send').click();
    await expect(toast(page, 'Email Sent')).toContainText('Your email has been sent.');
    await expectComposeCleared(panel);
    expectGmailMessage(await waitForGmail(viaGmail.subject), viaGmail);
    // Sent at once: the outbox list shows it as sent, with no Cancel, as the API does.
    const sentRow = outboxRow(panel, viaGmail.subject);
    await expect(stateOf(sentRow, 'sent')).toBeVisible();
    await expect(sentRow.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    expect((await outboxItem(viaGmail.subject)).status).toBe('sent');

    const viaOutlook = emailFor('Sent now via Outlook');
    await generate(page, panel, viaOutlook);
    await from.selectOption({ label: `${MAILBOXES.outlook.email} (Outlook)` });
    await sendButton(panel, 'Send').click();
    await expect(toast(page, 'Email Sent')).toContainText('Your email has been sent.');
    await expectComposeCleared(panel);
    const graph = stack.mailApis.graph.filter((m) => m.body.message.subject === viaOutlook.subject);
    expect(graph).toHaveLength(1);
    const { message } = graph[0]!.body;
    expect.soft(message.toRecipients.map((r) => r.emailAddress.address)).toEqual([RECIPIENT]);
    expect.soft(plain(message.body.content)).toBe(viaOutlook.body);
    expect(gmailWith(viaOutlook.subject)).toHaveLength(0);
    expect((await outboxItem(viaOutlook.subject)).status).toBe('sent');

    // Insights counts the outbox by status: both sent.
    await panel.getByRole('tab', { name: 'insights', exact: true }).click();
    const byStatus = panel.getByRole('region', { name: 'OUTBOX BY STATUS' });
    const sentCount = byStatus
      .getByRole('term')
      .filter({ hasText: /^sent$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(sentCount).toHaveText('2');
  });

  test('schedule validation: Schedule label, date not before today, missing time, a time in the past', async ({
    page,
  }) => {
    await signIn(page);
    const panel = widePanel(page);
    const email = emailFor('Never scheduled');
    await generate(page, panel, email);
    await panel.getByRole('switch', { name: 'Schedule send' }).click();
    await expect(sendButton(panel, 'Schedule')).toBeEnabled();
    await expect(sendButton(panel, 'Send')).toHaveCount(0);
    const today = await browserDate(page);
    await expect(panel.getByLabel('Date', { exact: true })).toHaveAttribute('min', today);

    await sendButton(panel, 'Schedule').click();
    await expect(toast(page, 'Please select both date and time for scheduled send')).toBeVisible();
    await panel.getByLabel('Date', { exact: true }).fill(today);
    await sendButton(panel, 'Schedule').click();
    await expect(toast(page, 'Please select both date and time for scheduled send')).toBeVisible();
    // Today's first minute has always passed.
    await panel.getByLabel('Time', { exact: true }).fill('00:00');
    await sendButton(panel, 'Schedule').click();
    await expect(toast(page, 'Scheduled time must be in the future')).toBeVisible();

    // Nothing was sent or queued, and the email is still there to fix the schedule.
    await expect(panel.getByRole('region', { name: 'GENERATED EMAIL' }).getByLabel('Subject')).toHaveValue(
      email.subject,
    );
    expect((await outbox()).some((m) => m.subject === email.subject)).toBe(false);
    expect(gmailWith(email.subject)).toHaveLength(0);
  });

  test('a send scheduled for tomorrow is cancelled from the list and never sent', async ({ page }) => {
    await signIn(page);
    const panel = widePanel(page);
    const email = emailFor('Cancelled tomorrow');
    await generate(page, panel, email);
    const date = await browserDate(page, 1);
    const label = (await page.evaluate(`new Date('${date}T09:00').toLocaleString()`)) as string;
    await schedule(page, panel, date, '09:00', label);
    await expectComposeCleared(panel);

    const row = outboxRow(panel, email.subject);
    const when = (await page.evaluate(
      `new Date('${date}T09:00').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })`,
    )) as string;
    await expect(row).toContainText(`To ${RECIPIENT} · ${when}`);
    await expect(stateOf(row, 'scheduled')).toBeVisible();
    const queued = await outboxItem(email.subject);
    expect(queued.status).toBe('scheduled');
    expect(Date.parse(queued.sendAt)).toBe((await page.evaluate(`new Date('${date}T09:00').getTime()`)) as number);

    await row.getByRole('button', { name: `Cancel the email to ${RECIPIENT}` }).click();
    await expect(toast(page, 'Send Cancelled')).toContainText('The scheduled email will not be sent.');
    // The row stays, now cancelled and without Cancel.
    await expect(stateOf(row, 'cancelled')).toBeVisible();
    await expect(row.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    expect((await outboxItem(email.subject)).status).toBe('cancelled');
    expect(gmailWith(email.subject)).toHaveLength(0);

    // It cannot be cancelled twice.
    const again = await api.post(`/api/email/outbox/${queued.id}/cancel`, { headers: { 'x-requested-with': 'fetch' } });
    expect(again.status(), await again.text()).toBe(409);
  });

  test('an uncertain send is sent again from the list, after a confirmation that asks to check the Sent folder', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const panel = widePanel(page);
    const email = emailFor('Sent again after checking');
    await generate(page, panel, email);
    await panel.getByLabel('Send from').selectOption({ label: `${MAILBOXES.outlook.email} (Outlook)` });
    // Graph takes the request and the connection breaks before its answer.
    stack.mailApis.dropNext.count = 1;
    await sendButton(panel, 'Send').click();
    const filed = () => stack.mailApis.graph.filter((m) => m.body.message.subject === email.subject);
    await expect.poll(() => filed().length).toBe(1);
    // Nor is it in Sent Items yet (Graph delivers after answering): after the back-off the lookup
    // finds nothing, and the message is uncertain.
    stack.mailApis.graph.splice(stack.mailApis.graph.indexOf(filed()[0]!), 1);
    await expect.poll(async () => (await outboxItem(email.subject)).status, { timeout: 60_000 }).toBe('uncertain');

    await outboxList(panel).getByRole('button', { name: 'Refresh' }).click();
    const row = outboxRow(panel, email.subject);
    await expect(stateOf(row, 'uncertain')).toBeVisible();
    await row.getByRole('button', { name: `Send again the email to ${RECIPIENT}` }).click();
    const confirm = page.getByRole('dialog', { name: 'SEND AGAIN?' });
    await expect(confirm).toContainText('Check your Sent folder first');
    await confirm.getByRole('button', { name: 'Send again', exact: true }).click();
    await expect(toast(page, 'Email Sent')).toContainText('Your email has been sent again.');
    await expect(stateOf(row, 'sent')).toBeVisible();
    await expect(row.getByRole('button', { name: /Send again/ })).toHaveCount(0);
    expect(filed()).toHaveLength(1);
    expect((await outboxItem(email.subject)).status).toBe('sent');
  });

  test('a send scheduled a minute ahead is delivered then; one cancelled for the same minute is not', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const panel = widePanel(page);
    const kept = emailFor('Scheduled and delivered');
    const dropped = emailFor('Scheduled then cancelled');

    await generate(page, panel, kept);
    // Far enough ahead that it is still in the future when the second one is scheduled.
    const slot = await nextWholeMinute(page, 20_000);
    await schedule(page, panel, slot.date, slot.time, slot.label);
    await expectComposeCleared(panel);
    await generate(page, panel, dropped);
    await schedule(page, panel, slot.date, slot.time, slot.label);

    const keptRow = outboxRow(panel, kept.subject);
    await expect(keptRow).toContainText(`To ${RECIPIENT}`);
    await expect(stateOf(keptRow, 'scheduled')).toBeVisible();
    const droppedRow = outboxRow(panel, dropped.subject);
    await droppedRow.getByRole('button', { name: `Cancel the email to ${RECIPIENT}` }).click();
    await expect(toast(page, 'Send Cancelled')).toBeVisible();
    await expect(stateOf(droppedRow, 'cancelled')).toBeVisible();
    expect(Date.now(), 'cancelled before its time').toBeLessThan(slot.at);
    expect(gmailWith(kept.subject)).toHaveLength(0);

    const sent = await waitForGmail(kept.subject, 90_000);
    expectGmailMessage(sent, kept);
    // The Date header is the scheduled moment: the local time typed in the browser's zone.
    expect(sent.parsed.date?.getTime()).toBe(slot.at);
    const delivered = await outboxItem(kept.subject);
    expect(delivered.status).toBe('sent');
    expect(Date.parse(delivered.sendAt)).toBe(slot.at);
    expect(Date.parse(delivered.sentAt!)).toBeGreaterThanOrEqual(slot.at);

    // The list, refreshing itself while a message is due, shows it sent without a click; the
    // cancelled one stayed cancelled and unsent.
    await expect(stateOf(keptRow, 'sent')).toBeVisible();
    await expect(stateOf(droppedRow, 'cancelled')).toBeVisible();
    expect((await outboxItem(dropped.subject)).status).toBe('cancelled');
    expect(gmailWith(dropped.subject)).toHaveLength(0);
  });
});

test('at 800px: compose and send now in the email assistant dialog', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, '/dashboard?tab=email-assistant');
  const modal = page.getByRole('dialog', { name: 'EMAIL ASSISTANT' });
  await expect(modal.getByRole('combobox', { name: 'Section' })).toHaveValue('compose');
  const email = emailFor('Sent from the narrow layout');
  await generate(page, modal, email);
  await modal.getByLabel('Send from').selectOption({ label: `${MAILBOXES.gmail.email} (Gmail)` });
  await sendButton(modal, 'Send').click();
  await expect(toast(page, 'Email Sent')).toContainText('Your email has been sent.');
  await expectComposeCleared(modal);
  expectGmailMessage(await waitForGmail(email.subject), email);
});
