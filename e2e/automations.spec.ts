/**
 * Automations in the email assistant (issue 13), against the built app on its own mail stack
 * (mail-stack.ts): a user with a Gmail mailbox linked through the stand-in provider creates each
 * kind of automation (schedule send with its next run shown before saving, keyword reply, sender
 * forward, task, agent with the key opt-in), dry-runs a keyword trigger against mail in the Gmail
 * fake, goes through the lifecycle buttons, executes automations (a held send cancelled from the
 * history, one sent at once with the automated-mail headers, a task that shows in the tasks list),
 * reaches the daily limit and sees the safeguard say so, is away fourteen days (set in the
 * database) and sees the inactivity pause until signing in again, and last disconnects the
 * mailbox, which pauses the automations with the reason. The tests run in order on one stack and one
 * user, on the Pro plan (automations are a Pro feature).
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  automationId,
  badge,
  card,
  cardButton,
  createAutomation,
  editForm,
  executeTimes,
  fillSendEmail,
  incomingMail,
  named,
  newForm,
  openAutomationTab,
  section,
} from './automation-steps';
import { stackSteps, toast } from './email-sending-steps';
import { PAUSE_REASON_TEXTS } from '../common/automation-constants';
import { pauseForInactivity } from '../server/services/automation-safeguards';
import { DESKTOP, expect, main, OWN_SERVER_PASSWORD, registerOnOwnServer, test, type SessionCookies } from './fixtures';
import { MAILBOXES, startMailStack, type MailStack } from './mail-stack';

// Each test builds on the one before (the same user and automations): a failure skips the rest.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP, timezoneId: 'UTC' });

let stack: MailStack;
let api: APIRequestContext;
let session: SessionCookies;
const { signIn, linkThroughPopup, gmailWith, waitForGmail } = stackSteps(() => ({ stack, api, session }));

const RECIPIENT = 'sam@example.com';
const HELD = named('Weekly figures');
const AT_ONCE = named('Sent at once');
const REPLY = named('Invoice replies');
const FORWARD = named('Partner forward');
const TASK = named('Morning review');
const AGENT = named('Friday summary');
const LIMITED = named('Hourly ping');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  stack = await startMailStack('automations');
  api = await playwrightRequest.newContext({ baseURL: stack.server.url });
  session = await registerOnOwnServer(api, 'automations');
  // Automations are a Pro feature: the user is put on Pro as a completed upgrade would.
  const me = await (await api.get('/api/auth/user')).json();
  const db = stack.openDatabase();
  await db
    .updateTable('users')
    .set({ plan: 'pro' })
    .where('id', '=', (me as { id: string }).id)
    .execute();
  await db.destroy();
  await linkThroughPopup(browser, 'Gmail', MAILBOXES.gmail.login);
});

test.afterAll(async () => {
  await api?.dispose();
  await stack?.stop();
});

test('creating each kind of automation, the next run shown before saving', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openAutomationTab(page);
  const form = newForm(page);

  // The form's first rule, word for word.
  await form.getByRole('button', { name: 'CREATE AUTOMATION' }).click();
  await expect(toast(page, 'Missing Information')).toContainText('Please provide an automation name');
  await expect(form).toContainText('Please provide an automation name');

  // Defaults: a schedule every 15 minutes that sends an email, held 2 minutes.
  await expect(form.getByLabel('Trigger', { exact: true })).toHaveValue('schedule');
  await expect(form.getByLabel('Schedule type')).toHaveValue('interval');
  await expect(form.getByLabel('Every', { exact: true })).toHaveValue('15');
  await expect(form.getByLabel('Unit', { exact: true })).toHaveValue('minutes');
  await expect(form.getByLabel('Action', { exact: true })).toHaveValue('send_email');
  await expect(form.getByLabel('Hold before sending')).toHaveValue('2');
  await expect(form.getByLabel('Email account')).toHaveValue(/.+/);
  await expect(form.getByRole('status')).toContainText(/^Next run: /);

  const held = await createAutomation(page, HELD, (f) =>
    fillSendEmail(f, { to: RECIPIENT, subject: `${HELD} subject`, body: 'The figures of the week.' }),
  );
  await expect(held).toContainText(`Every 15 minutes -> Send email to ${RECIPIENT}`);
  await expect(held.getByText('Next run:')).toBeVisible();
  await expect(held.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(badge(page, HELD, 'Needs Testing')).toBeVisible();

  await createAutomation(page, AT_ONCE, async (f) => {
    await f.getByLabel('Every', { exact: true }).fill('1');
    await f.getByLabel('Unit', { exact: true }).selectOption('hours');
    await expect(f.getByRole('status')).toContainText(/^Next run: /);
    await fillSendEmail(f, {
      to: RECIPIENT,
      subject: `${AT_ONCE} subject`,
      body: 'Sent by an automation.',
      hold: { value: '0', unit: 'seconds' },
    });
  });
  await expect(card(page, AT_ONCE)).toContainText('Every 1 hour -> Send email');

  const reply = await createAutomation(page, REPLY, async (f) => {
    await f.getByLabel('Trigger', { exact: true }).selectOption('keyword');
    await f.getByLabel('Keywords').fill('invoice');
    await f.getByLabel('Action', { exact: true }).selectOption('reply');
    await f.getByLabel('Email template').fill('Hello {{senderName}}, we received "{{subject}}".');
  });
  await expect(reply).toContainText('Keywords: invoice -> Reply');
  await expect(reply.getByText('Next run:')).toHaveCount(0);

  const forward = await createAutomation(page, FORWARD, async (f) => {
    await f.getByLabel('Trigger', { exact: true }).selectOption('sender');
    await f.getByLabel('Sender addresses').fill('partner@example.com');
    await f.getByLabel('Action', { exact: true }).selectOption('forward');
    await f.getByLabel('Forward to').fill('kim@example.com');
    await f.getByLabel('Email template').fill('From {{sender}}: {{body}}');
  });
  await expect(forward).toContainText('Senders: partner@example.com -> Forward to kim@example.com');

  const task = await createAutomation(page, TASK, async (f) => {
    await f.getByLabel('Schedule type').selectOption('daily');
    await f.getByLabel('Time of day').fill('09:00');
    await expect(f.getByRole('status')).toContainText(/^Next run: .* 9:00 AM \(UTC\)/);
    await f.getByLabel('Action', { exact: true }).selectOption('task');
    await f.getByLabel('Task title').fill(`${TASK} task`);
    await f.getByLabel('Task template').fill('Look at the inbox of {{date}}.');
  });
  await expect(task).toContainText('Daily at 9:00 AM (UTC) -> Create task');

  const agent = await createAutomation(page, AGENT, async (f) => {
    await f.getByLabel('Schedule type').selectOption('weekly');
    await f.getByLabel('Day', { exact: true }).selectOption('friday');
    await f.getByLabel('Time of day').fill('08:30');
    await expect(f.getByRole('status')).toContainText(/^Next run: .* 8:30 AM \(UTC\)/);
    await f.getByLabel('Action', { exact: true }).selectOption('agent');
    await f.getByLabel('Agent', { exact: true }).selectOption({ index: 1 });
    await f.getByLabel('Prompt', { exact: true }).fill('Summarise the week in three lines.');
    // The key opt-in: what is stored and why, then consent.
    const optIn = f.getByRole('group', { name: 'Store your provider key' });
    await expect(optIn).toContainText('We store your provider key, encrypted, and use it only for your automations.');
    await expect(optIn.getByRole('button', { name: 'Store my key' })).toBeDisabled();
    await optIn.getByLabel('I agree that my current provider key is stored for my automations').check();
    await optIn.getByRole('button', { name: 'Store my key' }).click();
    await expect(toast(page, 'Key Stored')).toContainText('Your agent automations can run now.');
    await expect(f.getByRole('group', { name: 'Stored provider key' })).toContainText(/ending in \S+ is stored/);
  });
  await expect(agent).toContainText('Fridays at 8:30 AM (UTC) -> Run agent');

  await expect(section(page).getByRole('status', { name: 'Deployment' })).toHaveText(
    '6 automation(s) pending verification - click execute to verify functionality',
  );
  // Kept across a reload.
  await page.reload();
  await openAutomationTab(page);
  for (const name of [HELD, AT_ONCE, REPLY, FORWARD, TASK, AGENT]) await expect(card(page, name)).toBeVisible();
});

test('dry run of a keyword reply against the mailbox: what it would send, what the loop guards skip', async ({
  page,
}) => {
  const inbox = stack.mailApis.gmailInbox();
  await inbox.deliver(
    incomingMail({ from: 'Cara Client <cara@client.example>', subject: 'Invoice 42 overdue', body: 'Please check.' }),
  );
  await inbox.deliver(
    incomingMail({
      from: 'Billing List <billing@lists.example>',
      subject: 'Invoice digest',
      body: 'Monthly digest.',
      headers: { 'List-Id': '<billing.lists.example>', Precedence: 'list' },
    }),
  );
  await inbox.deliver(incomingMail({ from: 'dan@example.com', subject: 'Lunch?', body: 'Tomorrow at noon.' }));

  await signIn(page);
  await openAutomationTab(page);
  const form = newForm(page);
  await form.getByLabel('Name', { exact: true }).fill(named('Dry run only'));
  await form.getByLabel('Trigger', { exact: true }).selectOption('keyword');
  await form.getByLabel('Keywords').fill('invoice');
  await form.getByLabel('Action', { exact: true }).selectOption('reply');
  await form.getByLabel('Email template').fill('Hello {{senderName}}, thanks for "{{subject}}".');
  await form.getByRole('button', { name: 'DRY RUN' }).click();

  const result = form.getByRole('region', { name: 'Dry run' });
  await expect(result).toContainText(
    /Dry run: \d+ recent message\(s\) checked, 2 matched the trigger, 1 would be acted on\. Nothing was sent\./,
  );
  await expect(result).toContainText('Estimated provider cost: $0.00');
  const matches = result.getByRole('list', { name: 'Dry run matches' }).getByRole('listitem');
  const overdue = matches.filter({ hasText: 'Invoice 42 overdue' });
  await expect(overdue.getByText('Would send', { exact: true })).toBeVisible();
  await expect(overdue).toContainText('To cara@client.example');
  await expect(overdue).toContainText('Subject: Re: Invoice 42 overdue');
  await expect(overdue).toContainText('Hello Cara Client, thanks for "Invoice 42 overdue".');
  const digest = matches.filter({ hasText: 'Invoice digest' });
  await expect(digest.getByText('Skipped', { exact: true })).toBeVisible();
  await expect(digest).toContainText('Skipped: ');
  await expect(matches.filter({ hasText: 'Lunch?' })).toHaveCount(0);
  // A dry run saves nothing and sends nothing.
  await expect(card(page, named('Dry run only'))).toHaveCount(0);
  expect(gmailWith('Re: Invoice 42 overdue')).toHaveLength(0);
});

test('lifecycle: pause, resume, stop, start, edit with UPDATE AUTOMATION and CANCEL, delete', async ({ page }) => {
  await signIn(page);
  await openAutomationTab(page);
  const buttonsOf = (name: string) => card(page, name).getByRole('button');
  // The visible word of each button (its name goes on for screen readers: "Pause automation ...").
  const lifecycleWords = async (name: string) =>
    (await buttonsOf(name).allInnerTexts())
      .map((t) => t.trim().split(/\s/)[0]!)
      .filter((t) => ['Pause', 'Resume', 'Stop', 'Start'].includes(t));

  await expect.poll(() => lifecycleWords(HELD)).toEqual(['Pause', 'Stop']);
  await cardButton(page, HELD, 'Pause').click();
  await expect(toast(page, 'Automation Paused')).toBeVisible();
  await expect(badge(page, HELD, 'Paused')).toBeVisible();
  await expect.poll(() => lifecycleWords(HELD)).toEqual(['Resume']);
  await expect(card(page, HELD).getByText('Next run:')).toHaveCount(0);

  await cardButton(page, HELD, 'Resume').click();
  await expect(toast(page, 'Automation Resumed')).toBeVisible();
  await expect(badge(page, HELD, 'Needs Testing')).toBeVisible();
  await expect.poll(() => lifecycleWords(HELD)).toEqual(['Pause', 'Stop']);
  await expect(card(page, HELD).getByText('Next run:')).toBeVisible();

  await cardButton(page, HELD, 'Stop').click();
  await expect(toast(page, 'Automation Stopped')).toBeVisible();
  await expect(badge(page, HELD, 'Stopped')).toBeVisible();
  await expect.poll(() => lifecycleWords(HELD)).toEqual(['Start']);

  await cardButton(page, HELD, 'Start').click();
  await expect(toast(page, 'Automation Started')).toBeVisible();
  await expect(badge(page, HELD, 'Needs Testing')).toBeVisible();
  await expect.poll(() => lifecycleWords(HELD)).toEqual(['Pause', 'Stop']);

  // Edit, then CANCEL: nothing changes and the form is new again.
  await cardButton(page, HELD, 'Edit').click();
  const edit = editForm(page);
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(HELD);
  await expect(edit.getByLabel('Recipient email')).toHaveValue(RECIPIENT);
  await expect(edit.getByRole('button', { name: 'CREATE AUTOMATION' })).toHaveCount(0);
  await edit.getByLabel('Recipient email').fill('someone-else@example.com');
  await edit.getByRole('button', { name: 'CANCEL' }).click();
  await expect(newForm(page).getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(card(page, HELD)).toContainText(`Send email to ${RECIPIENT}`);

  // Edit, then UPDATE AUTOMATION.
  await cardButton(page, HELD, 'Edit').click();
  await editForm(page).getByLabel('Description').fill('Every quarter hour, to Sam.');
  await editForm(page).getByRole('button', { name: 'UPDATE AUTOMATION' }).click();
  await expect(toast(page, 'Automation Updated')).toContainText(`"${HELD}" is saved.`);
  await expect(card(page, HELD)).toContainText('Every quarter hour, to Sam.');
  await expect(newForm(page)).toBeVisible();

  // Delete sits behind a confirmation; Cancel keeps the automation.
  await cardButton(page, FORWARD, 'Delete').click();
  let dialog = page.getByRole('alertdialog', { name: 'Delete automation?' });
  await expect(dialog).toContainText(`"${FORWARD}" and its run history will be deleted. This cannot be undone.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, FORWARD)).toBeVisible();
  await cardButton(page, FORWARD, 'Delete').click();
  dialog = page.getByRole('alertdialog', { name: 'Delete automation?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Automation Deleted')).toContainText(`"${FORWARD}" was deleted.`);
  await expect(card(page, FORWARD)).toHaveCount(0);
});

test('execute now: a held send cancelled from the history, one sent at once, a task, an agent run; the tasks list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openAutomationTab(page);

  // Held for two minutes: cancelled from the run history, never sent.
  await cardButton(page, HELD, 'Execute now').click();
  await expect(toast(page, 'email queued, sends at')).toContainText('Automation Executed');
  await expect(badge(page, HELD, 'Active')).toBeVisible();
  await cardButton(page, HELD, 'History').click();
  const heldHistory = card(page, HELD).getByRole('list', { name: `Run history of ${HELD}` });
  const heldRun = heldHistory.getByRole('listitem').first();
  await expect(heldRun).toContainText('Execute now');
  await expect(heldRun.getByText('succeeded', { exact: true })).toBeVisible();
  await expect(heldRun).toContainText(`To ${RECIPIENT}`);
  await expect(heldRun).toContainText('Email scheduled, goes out');
  await heldRun.getByRole('button', { name: `Cancel the held email to ${RECIPIENT}` }).click();
  await expect(toast(page, 'Send Cancelled')).toContainText('The held email will not be sent.');
  await expect(heldRun).toContainText('Email cancelled');
  await expect(heldRun.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(card(page, HELD)).toContainText('Executions: 1 today, 1 in total');
  expect(gmailWith(`${HELD} subject`)).toHaveLength(0);

  // No hold: it goes out at once, marked as automated mail.
  await cardButton(page, AT_ONCE, 'Execute now').click();
  await expect(toast(page, 'email queued, sending now')).toContainText('Automation Executed');
  const sent = await waitForGmail(`${AT_ONCE} subject`);
  expect.soft(sent.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  expect.soft(sent.parsed.headers.get('x-auto-response-suppress')).toBe('All');
  expect.soft(sent.parsed.text?.trim()).toBe('Sent by an automation.');
  await cardButton(page, AT_ONCE, 'History').click();
  const atOnceRun = card(page, AT_ONCE)
    .getByRole('list', { name: `Run history of ${AT_ONCE}` })
    .getByRole('listitem');
  await expect(atOnceRun.first()).toContainText('Email sent', { timeout: 20_000 });

  // A task: in the history and in the tasks list beside the automations.
  await cardButton(page, TASK, 'Execute now').click();
  await expect(toast(page, 'Automation executed: task created')).toContainText('Automation Executed');
  await cardButton(page, TASK, 'History').click();
  await expect(card(page, TASK).getByRole('list', { name: `Run history of ${TASK}` })).toContainText('Task created.');
  // The tasks list beside the automations shows the task the run created, without a reload.
  const tasks = page.getByRole('region', { name: 'TASKS', exact: true });
  const taskItems = tasks.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
  await expect(taskItems.filter({ hasText: `${TASK} task` })).toBeVisible();

  // The tasks list still works on its own.
  await tasks.getByLabel('Title').fill(named('Call the printer'));
  await tasks.getByLabel('Description').fill('About the brochures');
  await tasks.getByRole('button', { name: 'CREATE TASK' }).click();
  await expect(toast(page, 'Task Created')).toBeVisible();
  const printer = taskItems.filter({ hasText: named('Call the printer') });
  await expect(printer).toContainText('Pending');
  await printer.getByRole('button', { name: `Start task ${named('Call the printer')}` }).click();
  await expect(toast(page, 'Task status changed to in progress')).toBeVisible();
  await expect(printer).toContainText('In Progress');

  // An agent run records its prompt, model and estimated cost.
  await cardButton(page, AGENT, 'Execute now').click();
  await expect(toast(page, 'the agent is working on it')).toContainText('its answer arrives by email');
  await cardButton(page, AGENT, 'History').click();
  const agentRun = card(page, AGENT)
    .getByRole('list', { name: `Run history of ${AGENT}` })
    .getByRole('listitem');
  await expect(agentRun.first()).toContainText(/Agent run with \S+, estimated cost \$\d+\.\d{4}/);
  // The run finishes when the agent's job has answered (the fake provider).
  await expect(agentRun.first().getByText('succeeded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await agentRun
    .first()
    .getByText(/^Agent run/)
    .click();
  await expect(agentRun.first()).toContainText('Summarise the week in three lines.');

  // Four of the five have run once: only the keyword reply waits for verification. The agent's
  // run counts once its job has finished; the page reads the list again then, without a reload.
  await expect(section(page).getByRole('status', { name: 'Deployment' })).toHaveText(
    '1 automation(s) pending verification - click execute to verify functionality',
  );
});

test('the daily limit pauses an automation and the safeguard says which rule and when it resumes', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openAutomationTab(page);
  await createAutomation(page, LIMITED, (f) =>
    fillSendEmail(f, {
      to: RECIPIENT,
      subject: `${LIMITED} subject`,
      body: 'Ping.',
      hold: { value: '60', unit: 'minutes' },
    }),
  );
  const guardrails = page.getByRole('region', { name: 'SAFEGUARDS' });
  await expect(guardrails.getByRole('list', { name: 'Limits' })).toContainText(
    'At most 50 executions per day per automation.',
  );
  await expect(guardrails).toContainText('A background scheduler checks every minute.');

  // 49 through the API, the 50th by the button.
  await executeTimes(api, await automationId(api, LIMITED), 49);
  await page.reload();
  await openAutomationTab(page);
  await expect(card(page, LIMITED)).toContainText('Executions: 49 today, 49 in total');
  await cardButton(page, LIMITED, 'Execute now').click();
  await expect(toast(page, 'email queued, sends at')).toContainText('Automation Executed');

  const note = card(page, LIMITED).getByRole('note');
  await expect(note).toContainText('Paused for today: it reached 50 executions. It resumes tomorrow.');
  await expect(note).toContainText('Resumes');
  await expect(badge(page, LIMITED, 'Paused')).toBeVisible();
  await expect(card(page, LIMITED)).toContainText('Executions: 50 today, 50 in total');
  await expect(guardrails.getByRole('list', { name: 'Paused by a safeguard' })).toContainText(
    `${LIMITED}: Paused for today: it reached 50 executions. It resumes tomorrow.`,
  );

  // The server refuses a 51st and says why.
  await cardButton(page, LIMITED, 'Execute now').click();
  await expect(toast(page, 'Paused for today: it reached 50 executions.')).toContainText('Execution Failed');
  await expect(card(page, LIMITED)).toContainText('Executions: 50 today, 50 in total');
});

test('after 14 days without a sign-in the automations pause and say so; signing in again resumes them', async ({
  page,
}) => {
  const me = await api.get('/api/auth/user');
  expect(me.status(), await me.text()).toBe(200);
  const { id: userId, email } = (await me.json()) as { id: string; email: string };
  // Fifteen days away, as the scheduler or a claim would find the user: what the safeguard does then.
  const db = stack.openDatabase();
  try {
    const now = Date.now();
    await db
      .updateTable('users')
      .set({ last_sign_in_at: now - 15 * 24 * 60 * 60_000 })
      .where('id', '=', userId)
      .execute();
    await pauseForInactivity(db, userId, now);
  } finally {
    await db.destroy();
  }

  // The browser's session from before (not a sign-in) shows why they stopped.
  await signIn(page);
  await openAutomationTab(page);
  const reason = PAUSE_REASON_TEXTS.inactivity;
  await expect(card(page, AT_ONCE).getByRole('note')).toContainText(reason);
  await expect(badge(page, AT_ONCE, 'Paused')).toBeVisible();
  const guardrails = page.getByRole('region', { name: 'SAFEGUARDS' });
  await expect(guardrails.getByRole('alert').filter({ hasText: 'not signed in' })).toHaveText(
    'Your automations are paused because you have not signed in for 14 days. Signing in resumes them.',
  );
  await expect(guardrails.getByRole('list', { name: 'Paused by a safeguard' })).toContainText(`${AT_ONCE}: ${reason}`);

  // Signing in again (on another device: a sign-in replaces the session it is made from, and the
  // browser's stays in use) resumes what the rule paused; the daily limit's pause is another
  // rule's and stays.
  const device = await playwrightRequest.newContext({ baseURL: stack.server.url });
  try {
    const signedIn = await device.post('/api/auth/login', {
      headers: { 'x-requested-with': 'fetch' },
      data: { email, password: OWN_SERVER_PASSWORD },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  } finally {
    await device.dispose();
  }
  await page.reload();
  await openAutomationTab(page);
  await expect(badge(page, AT_ONCE, 'Active')).toBeVisible();
  await expect(card(page, AT_ONCE).getByRole('note')).toHaveCount(0);
  await expect(guardrails.getByRole('alert').filter({ hasText: 'not signed in' })).toHaveCount(0);
  await expect(card(page, LIMITED).getByRole('note')).toContainText('Paused for today: it reached 50 executions.');
});

test('disconnecting the mailbox pauses its automations with the reason; Execute now needs a linked account', async ({
  page,
}) => {
  await signIn(page);
  await main(page).getByRole('button', { name: 'Linked Accounts' }).click();
  const accounts = main(page).getByRole('region', { name: 'LINKED ACCOUNTS' });
  await accounts.getByRole('button', { name: `DISCONNECT ${MAILBOXES.gmail.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'DISCONNECT EMAIL ACCOUNT?' });
  await expect(dialog).toContainText('automations for this account will be disabled');
  await dialog.getByRole('button', { name: 'DISCONNECT', exact: true }).click();
  await expect(toast(page, 'Account Disconnected')).toBeVisible();

  await page.reload();
  await openAutomationTab(page);
  await expect(main(page).getByRole('note').filter({ hasText: 'No email accounts connected.' })).toHaveText(
    "No email accounts connected. Automations are saved but won't execute until you connect an email account.",
  );
  await expect(section(page)).toContainText('Automation features are available with the Pro plan.');
  const reason = 'Paused because its email account was disconnected or needs to be linked again.';
  await expect(card(page, AT_ONCE).getByRole('note')).toContainText(reason);
  await expect(badge(page, AT_ONCE, 'Paused')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'SAFEGUARDS' }).getByRole('list', { name: 'Paused by a safeguard' }),
  ).toContainText(`${AT_ONCE}: ${reason}`);
  // Without a linked account there is nothing to execute with.
  await expect(section(page).getByRole('button', { name: /^Execute now/ })).toHaveCount(0);
});
