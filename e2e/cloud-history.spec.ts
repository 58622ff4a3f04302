/**
 * Cloud history (issue 15, decision 038) with two browser contexts of one Basic user: turned on in
 * A with a passphrase; conversations created, renamed, pinned and deleted in A appear in B once B
 * enters the passphrase (a wrong one refused); both edit while A is offline, and after syncing
 * both hold every message and the deletion stuck; the server and its database hold no plaintext;
 * turning it off in A deletes the server copy, and B learns it. axe on the section; 360 px.
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { createDb } from '../server/db/database';
import { seriousViolations } from './axe';
import { useFakeProviderKey, writingAssistantChat } from './writing-assistant-chat';
import { conversationText } from './chat-checks';
import { expect, expectNoHorizontalOverflow, MOBILE, registerViaApi, signInViaApi, test } from './fixtures';

const AGENT_URL = '/dashboard?selectedAgent=ai-writing-assistant';
const REPLY = 'Noted, here is a tidy summary for you.';
const PASSPHRASE = 'harbour lantern seventeen';

let provider: FakeProvider;
test.beforeAll(async () => {
  provider = await startFakeProvider({ scenario: 'ok', reply: REPLY });
});
test.afterAll(async () => {
  await provider?.close();
});

const withKey = (context: BrowserContext) => useFakeProviderKey(context, provider.baseUrl);
const chat = writingAssistantChat;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

/** Within the dashboard, without a reload: the derived key lives in this page's memory only. */
async function openChat(page: Page) {
  await menu(page).getByRole('button', { name: 'Writing Assistant', exact: true }).first().click();
  const { panel, sidebar } = chat(page);
  await expect(panel).toBeVisible();
  if (!(await sidebar.isVisible())) await panel.getByRole('button', { name: 'Conversations', exact: true }).click();
  await expect(sidebar).toBeVisible();
}

async function openCloud(page: Page) {
  await menu(page).getByRole('button', { name: 'Profile & Settings', exact: true }).click();
  await page.getByRole('tab', { name: 'API', exact: true }).click();
  const section = page.getByRole('region', { name: 'Cloud history' });
  await expect(section).toBeVisible();
  return section;
}

async function syncNow(page: Page) {
  const section = await openCloud(page);
  await section.getByRole('button', { name: 'Sync now' }).click();
  await expect(section.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(section.getByRole('status')).toContainText('Synced at');
  return section;
}

async function send(page: Page, text: string) {
  const { box, log } = chat(page);
  await box.fill(text);
  await box.press('Enter');
  await expect(log).toContainText(text);
  await expect(log.getByText(REPLY).last()).toBeVisible();
}

async function newChat(page: Page, text: string) {
  await chat(page).sidebar.getByRole('button', { name: 'New chat' }).click();
  await expect(chat(page).log).not.toContainText(REPLY);
  await send(page, text);
}

async function rename(page: Page, from: string, to: string) {
  const { list } = chat(page);
  await list.getByRole('button', { name: `Rename “${from}”` }).click();
  const title = list.getByRole('textbox', { name: 'Conversation title' });
  await title.fill(to);
  await title.press('Enter');
  await expect(list).toContainText(to);
}

async function openConversation(page: Page, title: string) {
  await chat(page)
    .list.getByRole('button', { name: new RegExp(`^(Pinned )?${title} `) })
    .click();
}

/** The list of the agent's conversations, in order (retried until it matches). */
async function expectTitles(page: Page, expected: string[]) {
  await openChat(page);
  const items = chat(page).list.getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  await expect(items).toContainText(expected);
}

async function storedItems(email: string) {
  const { kysely } = createDb({
    databaseUrl: process.env.E2E_MAIN_DATABASE_URL || undefined,
    dataDir: process.env.E2E_MAIN_DATA_DIR!,
  });
  try {
    return await kysely
      .selectFrom('cloud_history_items')
      .innerJoin('users', 'users.id', 'cloud_history_items.user_id')
      .select(['cloud_history_items.id', 'cloud_history_items.iv', 'cloud_history_items.ct'])
      .where('users.email', '=', email.toLowerCase())
      .execute();
  } finally {
    await kysely.destroy();
  }
}

const PLAINTEXT = ['pelican', 'Harbour', 'newsletter', 'garden', 'ai-writing-assistant', 'Writing'];

test('conversations follow the user to a second browser, encrypted, merged without loss, and leave with sync off', async ({
  browser,
  context: contextA,
  page: a,
}) => {
  test.setTimeout(180_000);
  const account = await registerViaApi(contextA, { plan: 'basic' });
  await withKey(contextA);

  // A: three conversations, one renamed and pinned, one deleted.
  await a.goto(AGENT_URL);
  await openChat(a);
  await send(a, 'Count the pelicans at the harbour');
  await newChat(a, 'Draft the newsletter intro');
  await newChat(a, 'Plan the garden beds');
  await rename(a, 'Count the pelicans at the harbour', 'Harbour birds');
  await chat(a).list.getByRole('button', { name: 'Pin “Harbour birds”' }).click();
  await chat(a).list.getByRole('button', { name: 'Delete “Plan the garden beds”' }).click();
  await expect(chat(a).list.getByRole('listitem')).toHaveCount(2);

  // A: turn cloud history on (off by default), the confirmation checked first.
  let cloudA = await openCloud(a);
  await expect(cloudA.getByRole('status')).toHaveText(
    'Cloud history is off: conversations are stored in this browser only.',
  );
  await cloudA.getByRole('button', { name: 'Turn on cloud history' }).click();
  const form = cloudA.getByRole('form', { name: 'Turn on cloud history' });
  await expect(form).toContainText('Nobody can recover this passphrase');
  await form.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await form.getByLabel('Confirm passphrase').fill(`${PASSPHRASE}x`);
  await form.getByRole('button', { name: 'Encrypt and turn on' }).click();
  await expect(form.getByRole('alert')).toHaveText('The two passphrases are not the same.');
  await form.getByLabel('Confirm passphrase').fill(PASSPHRASE);
  await form.getByRole('button', { name: 'Encrypt and turn on' }).click();
  await expect(cloudA.getByRole('status')).toContainText('Synced at', { timeout: 30_000 });
  // The deleted one travels too, as a tombstone.
  await expect(cloudA.getByRole('status')).toContainText('3 conversations stored');
  expect(await seriousViolations(a, 'section[aria-labelledby="cloud-history-heading"]')).toEqual([]);

  // The server holds ciphertext only: through the API and in its database.
  const pulled = await a.request.get('/api/cloud-history/items?since=0');
  expect(pulled.status()).toBe(200);
  const body = await pulled.text();
  const rows = await storedItems(account.email);
  expect(rows).toHaveLength(3);
  const stored = body + rows.map((r) => r.id + r.iv + r.ct + Buffer.from(r.ct, 'base64').toString('latin1')).join('');
  for (const word of PLAINTEXT) expect(stored.toLowerCase()).not.toContain(word.toLowerCase());
  const status = await (await a.request.get('/api/cloud-history')).json();
  expect(JSON.stringify(status)).not.toContain(PASSPHRASE);

  // B: the same user in another browser asks for the passphrase, refuses a wrong one, then syncs.
  const contextB = await browser.newContext();
  await signInViaApi(contextB, account.email, account.password);
  await withKey(contextB);
  const b = await contextB.newPage();
  await b.goto('/dashboard');
  const cloudB = await openCloud(b);
  await expect(cloudB.getByRole('status')).toContainText('Enter its passphrase');
  const unlock = cloudB.getByRole('form', { name: 'Unlock cloud history' });
  await unlock.getByLabel('Passphrase', { exact: true }).fill('not the passphrase');
  await unlock.getByRole('button', { name: 'Unlock and sync' }).click();
  await expect(cloudB.getByRole('alert')).toHaveText(
    'That passphrase does not unlock your cloud history. Check it and try again.',
  );
  await unlock.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await unlock.getByRole('button', { name: 'Unlock and sync' }).click();
  await expect(cloudB.getByRole('status')).toContainText('Synced at', { timeout: 30_000 });
  expect(await seriousViolations(b, 'section[aria-labelledby="cloud-history-heading"]')).toEqual([]);
  // Titles, the pin (first) and the deletion arrived.
  await expectTitles(b, ['Harbour birds', 'Draft the newsletter intro']);
  await expect(chat(b).list.getByRole('button', { name: 'Unpin “Harbour birds”' })).toBeVisible();

  // Apart: A cannot reach cloud history (its chat still reaches the provider). B renames one and adds to the pinned one; A adds to the pinned one,
  // deletes the one B renamed (later than B's rename), and starts another.
  const cut = '**/api/cloud-history**';
  await a.route(cut, (route) => route.abort('internetdisconnected'));
  await rename(b, 'Draft the newsletter intro', 'Newsletter');
  await openConversation(b, 'Harbour birds');
  await send(b, 'And the herons too');
  await syncNow(b);

  await openChat(a);
  await openConversation(a, 'Harbour birds');
  await send(a, 'Count the gulls as well');
  await chat(a).list.getByRole('button', { name: 'Delete “Draft the newsletter intro”' }).click();
  await newChat(a, 'Sketch the bird hide');

  // Together again: A syncs (pulls B's, merges, pushes), then B.
  await a.unroute(cut);
  await syncNow(a);
  // B opens the pinned conversation (opening the list pulls A's changes into it) and writes on:
  // its save must not tombstone the messages merged in that its chat has not shown.
  await openChat(b);
  await send(b, 'Mind the cormorants');
  await syncNow(b);
  await syncNow(a);

  for (const page of [a, b]) {
    await expectTitles(page, ['Harbour birds', 'Sketch the bird hide']);
    await openConversation(page, 'Harbour birds');
    const log = chat(page).log;
    for (const text of [
      'Count the pelicans at the harbour',
      'And the herons too',
      'Count the gulls as well',
      'Mind the cormorants',
    ]) {
      await expect.poll(() => conversationText(log)).toContain(text);
    }
  }
  const after = await storedItems(account.email);
  expect(after).toHaveLength(4);

  // A turns it off: the server copy is gone; A keeps its conversations; B learns it at its next check.
  cloudA = await openCloud(a);
  await cloudA.getByRole('button', { name: 'Turn off cloud history' }).click();
  const dialog = a.getByRole('alertdialog', { name: 'Turn off cloud history' });
  await dialog.getByRole('button', { name: 'Turn off cloud history' }).click();
  await expect(cloudA.getByRole('status')).toHaveText(
    'Cloud history is off and its copy on the server was deleted. Conversations in this browser stay.',
  );
  expect((await (await a.request.get('/api/cloud-history')).json()).vault).toBeNull();
  expect((await a.request.get('/api/cloud-history/items')).status()).toBe(404);
  expect(await storedItems(account.email)).toHaveLength(0);
  await expectTitles(a, ['Harbour birds', 'Sketch the bird hide']);

  // B learns it at its next check (opening the section checks at once) and forgets its key.
  const cloudB2 = await openCloud(b);
  await expect(cloudB2.getByRole('status')).toHaveText(
    'Cloud history was turned off from another browser. Conversations in this browser stay.',
  );
  await expectTitles(b, ['Harbour birds', 'Sketch the bird hide']);
  await contextB.close();
});

test('a Free plan sees the upgrade hint, not the switch; a Basic plan the switch and its form, at 360 px', async ({
  browser,
  context,
  page,
}) => {
  await registerViaApi(context, { plan: 'free' });
  await page.setViewportSize(MOBILE);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'API', exact: true }).click();
  const section = page.getByRole('region', { name: 'Cloud history' });
  await expect(section).toContainText(
    'Cloud history is part of the Basic plan. Upgrade to Basic to sync your conversations across browsers.',
  );
  await expect(section.getByRole('button', { name: 'Turn on cloud history' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  const basic = await browser.newContext({ viewport: MOBILE });
  await registerViaApi(basic, { plan: 'basic' });
  const phone = await basic.newPage();
  await phone.goto('/settings');
  await phone.getByRole('tab', { name: 'API', exact: true }).click();
  const cloud = phone.getByRole('region', { name: 'Cloud history' });
  await cloud.getByRole('button', { name: 'Turn on cloud history' }).click();
  await expect(cloud.getByRole('form', { name: 'Turn on cloud history' })).toBeVisible();
  await expectNoHorizontalOverflow(phone);
  expect(await seriousViolations(phone)).toEqual([]);
  await basic.close();
});
