/**
 * The task list beside the automations (automation tab of the email assistant), against the real
 * server: create with its validation message, the status steps and reopen with their badges and
 * toasts, edit mode, filters by status, delete, and the list kept across a reload.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, expectNoHorizontalOverflow, main, registerViaApi, test } from './fixtures';

/** Well formed (sk-, over 20 characters): the assistant's lists are read only with a valid key. */
const TEST_KEY = 'sk-e2e-tasks-0123456789abcdef';

const toast = (page: Page, title: string) => page.locator('li[data-state="open"]').filter({ hasText: title });
const tasksSection = (page: Page) => page.getByRole('region', { name: 'TASKS', exact: true });
const item = (section: Locator, title: string) =>
  section.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: title });

async function openTasks(page: Page) {
  await registerViaApi(page);
  await page.addInitScript((key) => localStorage.setItem('openai-api-key', key), TEST_KEY);
  await page.goto('/dashboard');
  const panel = main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' });
  await panel.getByRole('tab', { name: 'automation', exact: true }).click();
  const section = tasksSection(page);
  await expect(section.getByText('No tasks yet.')).toBeVisible();
  return section;
}

async function addTask(page: Page, section: Locator, fields: { title: string; description: string }) {
  await section.getByLabel('Title').fill(fields.title);
  await section.getByLabel('Description').fill(fields.description);
  await section.getByRole('button', { name: 'CREATE TASK' }).click();
  await expect(toast(page, 'Task Created')).toBeVisible();
  await expect(item(section, fields.title)).toBeVisible();
}

test.describe('at 1440px', () => {
  test.use({ viewport: DESKTOP });

  test('create, status steps and reopen, edit, filter, delete; kept across a reload', async ({ page }) => {
    const section = await openTasks(page);
    // The automations (with the Pro hint for a user with no linked mailbox) stay above the tasks.
    await expect(main(page)).toContainText('Automation features are available with the Pro plan.');

    await section.getByRole('button', { name: 'CREATE TASK' }).click();
    await expect(toast(page, 'Please provide task title and description')).toBeVisible();

    await expect(section.getByLabel('Priority')).toHaveValue('medium');
    await expect(section.getByLabel('Category')).toHaveValue('follow-up');
    await section.getByLabel('Title').fill('Book the room');
    await section.getByLabel('Description').fill('For the Friday review');
    await section.getByLabel('Priority').selectOption('high');
    await section.getByLabel('Category').selectOption('meeting');
    await section.getByLabel('Due date').fill('2026-12-04');
    await section.getByLabel('Assignee').fill('Kim');
    await section.getByRole('button', { name: 'CREATE TASK' }).click();
    await expect(toast(page, 'Task Created')).toBeVisible();
    const room = item(section, 'Book the room');
    await expect(room).toContainText('Pending');
    await expect(room).toContainText('high');
    await expect(room).toContainText('meeting');
    await expect(room).toContainText('Kim');
    await expect(room.locator('time')).toHaveAttribute('datetime', '2026-12-04');
    await expect(section.getByLabel('Title')).toHaveValue('');

    await addTask(page, section, { title: 'Read the report', description: 'Q3 numbers' });

    // pending -> in progress -> completed, then reopened.
    await room.getByRole('button', { name: 'Start task Book the room' }).click();
    await expect(toast(page, 'Task status changed to in progress')).toBeVisible();
    await expect(room).toContainText('In Progress');
    await room.getByRole('button', { name: 'Complete task Book the room' }).click();
    await expect(toast(page, 'Task status changed to completed')).toBeVisible();
    await expect(room.getByText('Complete', { exact: true })).toBeVisible();

    const filters = section.getByRole('group', { name: 'Filter tasks by status' });
    await filters.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(item(section, 'Read the report')).toHaveCount(0);
    await expect(room).toBeVisible();
    await filters.getByRole('button', { name: 'Pending', exact: true }).click();
    await expect(room).toHaveCount(0);
    await expect(item(section, 'Read the report')).toBeVisible();
    await filters.getByRole('button', { name: 'All', exact: true }).click();

    await room.getByRole('button', { name: 'Reopen task Book the room' }).click();
    await expect(toast(page, 'Task status changed to pending')).toBeVisible();
    await expect(room).toContainText('Pending');

    // Edit mode: UPDATE TASK and CANCEL.
    await room.getByRole('button', { name: 'Edit task Book the room' }).click();
    await expect(section.getByLabel('Title')).toHaveValue('Book the room');
    await section.getByRole('button', { name: 'CANCEL' }).click();
    await expect(section.getByLabel('Title')).toHaveValue('');
    await expect(section.getByRole('button', { name: 'UPDATE TASK' })).toHaveCount(0);
    await room.getByRole('button', { name: 'Edit task Book the room' }).click();
    await section.getByLabel('Title').fill('Book the big room');
    await section.getByRole('button', { name: 'UPDATE TASK' }).click();
    await expect(toast(page, 'Task Updated')).toBeVisible();
    const bigRoom = item(section, 'Book the big room');
    await expect(bigRoom).toBeVisible();
    await expect(section.getByRole('button', { name: 'CREATE TASK' })).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).include('#dashboard-panel').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await bigRoom.getByRole('button', { name: 'Delete task Book the big room' }).click();
    await expect(toast(page, 'Task Deleted')).toBeVisible();
    await expect(bigRoom).toHaveCount(0);

    await page.reload();
    await main(page)
      .getByRole('tabpanel', { name: 'EMAIL ASSISTANT' })
      .getByRole('tab', { name: 'automation', exact: true })
      .click();
    await expect(item(tasksSection(page), 'Read the report')).toBeVisible();
    await expect(item(tasksSection(page), 'Book the big room')).toHaveCount(0);
  });
});

test.describe('at 360px', () => {
  test.use({ viewport: MOBILE });

  test('the form and the list fit the width', async ({ page }) => {
    await registerViaApi(page);
    await page.addInitScript((key) => localStorage.setItem('openai-api-key', key), TEST_KEY);
    // Narrower than 1024 px the assistant opens as a dialog, its tabs a section dropdown.
    await page.goto('/dashboard?tab=email-assistant');
    const modal = page.getByRole('dialog', { name: 'EMAIL ASSISTANT' });
    await modal.getByRole('combobox', { name: 'Section' }).selectOption('automation');
    const section = tasksSection(page);
    await addTask(page, section, { title: 'A rather long task title that has to wrap', description: 'Short' });
    await expectNoHorizontalOverflow(page);
  });
});
