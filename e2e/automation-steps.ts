import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { toast, widePanel } from './email-sending-steps';
import { expect } from './fixtures';

/**
 * The steps automations.spec.ts is told in: opening the automation tab, filling and saving the
 * automation form, finding an automation's card and its buttons, new mail for the dry run, and
 * executions through the API (to reach the daily limit without fifty clicks).
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A name of its own per run, so a card is found by its name alone. */
export const named = (label: string) => `${label} ${run}`;

export const section = (page: Page) => page.getByRole('region', { name: 'AUTOMATIONS', exact: true });
export const newForm = (page: Page) => section(page).getByRole('form', { name: 'New automation' });
export const editForm = (page: Page) => section(page).getByRole('form', { name: 'Edit automation' });

/** An automation's card (the list's own items, not those of a run history inside it). */
export const card = (page: Page, name: string) =>
  section(page)
    .getByRole('list', { name: 'Automations' })
    .locator(':scope > li')
    .filter({ has: page.getByText(name, { exact: true }) });

/** A card's buttons say the word and, for screen readers, which automation. */
export const cardButton = (page: Page, name: string, word: string) =>
  card(page, name).getByRole('button', { name: `${word} automation ${name}`, exact: true });

export const badge = (page: Page, name: string, text: string) => card(page, name).getByText(text, { exact: true });

export async function openAutomationTab(page: Page): Promise<void> {
  await widePanel(page).getByRole('tab', { name: 'automation', exact: true }).click();
  await expect(newForm(page)).toBeVisible();
}

/** Fills the name, lets `fill` do the rest, saves, and waits for the toast and the card. */
export async function createAutomation(
  page: Page,
  name: string,
  fill: (form: Locator) => Promise<void>,
): Promise<Locator> {
  const form = newForm(page);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await fill(form);
  await form.getByRole('button', { name: 'CREATE AUTOMATION' }).click();
  // Toasts of earlier saves may still be open: this one is told apart by its name.
  await expect(toast(page, `"${name}" is saved.`)).toContainText('Automation Created');
  await expect(card(page, name)).toBeVisible();
  // The form is empty again for the next one.
  await expect(newForm(page).getByLabel('Name', { exact: true })).toHaveValue('');
  return card(page, name);
}

/** The message fields of a send_email action, and its hold window. */
export async function fillSendEmail(
  form: Locator,
  m: { to: string; subject: string; body: string; hold?: { value: string; unit: 'seconds' | 'minutes' } },
) {
  await form.getByLabel('Action', { exact: true }).selectOption('send_email');
  await form.getByLabel('Recipient email').fill(m.to);
  await form.getByLabel('Subject', { exact: true }).fill(m.subject);
  await form.getByLabel('Body', { exact: true }).fill(m.body);
  if (m.hold) {
    await form.getByLabel('Hold before sending').fill(m.hold.value);
    await form.getByLabel('Hold unit').selectOption(m.hold.unit);
  }
}

/** A plain-text message as it would arrive (RFC 5322), for the Gmail fake's inbox. */
export function incomingMail(m: { from: string; subject: string; body: string; headers?: Record<string, string> }) {
  return [
    `From: ${m.from}`,
    'To: ada@gmail.example',
    `Subject: ${m.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${Math.random().toString(36).slice(2)}@sender.example>`,
    ...Object.entries(m.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body,
    '',
  ].join('\r\n');
}

interface AutomationSummary {
  id: string;
  name: string;
}

export async function automationId(api: APIRequestContext, name: string): Promise<string> {
  const res = await api.get('/api/automations');
  expect(res.status(), await res.text()).toBe(200);
  const found = ((await res.json()) as AutomationSummary[]).find((a) => a.name === name);
  expect(found, `automation "${name}"`).toBeDefined();
  return found!.id;
}

/**
 * Executes an automation `times` times through the API, as Execute now does. The route allows 30
 * executions a minute per user: a 429 is waited out and the same execution asked again.
 */
export async function executeTimes(api: APIRequestContext, id: string, times: number): Promise<void> {
  for (let done = 0; done < times;) {
    // The header a browser's fetch from the app sends; a plain form cannot (the CSRF check).
    const res = await api.post(`/api/automations/${id}/execute`, { headers: { 'x-requested-with': 'fetch' } });
    if (res.status() === 429) {
      await new Promise((r) => setTimeout(r, 2000));
      continue;
    }
    expect(res.status(), await res.text()).toBe(200);
    done++;
  }
}
