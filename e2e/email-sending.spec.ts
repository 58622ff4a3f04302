/**
 * Sending mail from the email assistant through linked accounts (the compose form and its send
 * payload, scheduling rules and toasts; issue 5: compose to send, a scheduled send that is
 * delivered, cancelling one). Runs against its own mail stack (mail-stack.ts): the user links Gmail
 * and Outlook through the popup at the stand-in provider, and what the app sends lands in the fake
 * Gmail API and Microsoft Graph. The browser runs in a zone half an hour off whole hours, so a time
 * typed in it only arrives on time if it is read as local time all the way.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { browserDate, nextWholeMinute, shownMoment } from './browser-clock';
import {
  RECIPIENT,
  emailFor,
  expectComposeCleared,
  expectGmailMessage,
  outboxList,
  outboxRow,
  plain,
  schedule,
  sendButton,
  stackSteps,
  stateOf,
  toast,
  widePanel,
} from './email-sending-steps';
import { DESKTOP, expect, registerOnOwnServer, test, type SessionCookies } from './fixtures';
import { MAILBOXES, startMailStack, type MailStack } from './mail-stack';

// One stack for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const TIMEZONE = 'Asia/Kolkata';
test.use({ viewport: DESKTOP, timezoneId: TIMEZONE });

let stack: MailStack;
let api: APIRequestContext;
let session: SessionCookies;
const { signIn, linkThroughPopup, outbox, outboxItem, gmailWith, generate, waitForGmail } = stackSteps(() => ({
  stack,
  api,
  session,
}));

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
    await schedule(page, panel, date, '09:00', shownMoment(date, '09:00'));
    await expectComposeCleared(panel);

    const row = outboxRow(panel, email.subject);
    await expect(row).toContainText(`To ${RECIPIENT} · ${shownMoment(date, '09:00')}`);
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
    // The provider has the message before the server, hearing its answer, records it sent.
    await expect.poll(async () => (await outboxItem(kept.subject)).status).toBe('sent');
    const delivered = await outboxItem(kept.subject);
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
