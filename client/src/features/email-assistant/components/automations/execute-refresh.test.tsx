import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Automation, AutomationRun } from '@common/schemas/automations';
import type { Task } from '@common/schemas/tasks';
import { mockApi } from '../../../../../test/api-mock';
import { renderWithApp } from '../../../../../test/render';
import { TasksSection } from '../tasks/tasks-section';
import { AutomationsSection } from './automations-section';
import { account, AI, automation, guardrails, run } from './testing/automation-fixtures';
import { RUNNING_REFRESH_MS } from './use-running-runs';

/**
 * What Execute now changes elsewhere on the page shows without a reload: a task the run created
 * appears in the tasks list, and an agent run that finishes later (as a job) updates the card's
 * badge, its history and the deployment panel once it is done.
 */

const task = (overrides: Partial<Task>): Task => ({
  id: 'task-1',
  title: 'Follow up',
  description: 'From an automation',
  priority: 'medium',
  category: 'follow-up',
  dueDate: null,
  assignee: null,
  status: 'pending',
  completedAt: null,
  createdAt: '2026-11-25T12:20:00.000Z',
  updatedAt: '2026-11-25T12:20:00.000Z',
  ...overrides,
});

function renderTab() {
  return renderWithApp(
    <>
      <AutomationsSection ai={AI} accounts={[account()]} />
      <TasksSection />
    </>,
  );
}

const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Automations' })).getByRole('button', {
    name: `Execute now automation ${name}`,
  });

describe('after Execute now', () => {
  it('the tasks list shows the task the run created', async () => {
    const user = userEvent.setup();
    let tasks: Task[] = [];
    const taskAutomation = automation({ name: 'Make a task', actionType: 'task', emailTemplate: 'Follow up' });
    const api = mockApi({
      'GET /api/automations': { body: [taskAutomation] },
      'GET /api/guardrails/status': { body: guardrails() },
      'GET /api/tasks': () => ({ body: tasks }),
      'POST /api/automations/auto-1/execute': () => {
        tasks = [task({ title: 'Make a task task' })];
        const done = run({ status: 'succeeded', outboxId: null, outboxStatus: null, taskId: 'task-1' });
        return { body: { message: 'Automation executed: task created', automation: taskAutomation, run: done } };
      },
    });
    renderTab();
    await screen.findByText('No tasks yet.');

    await user.click(await screenCard('Make a task'));
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getByText('Make a task task')).toBeTruthy();
    expect(api.callsTo('GET /api/tasks')).toHaveLength(2);
  });

  it(
    'an agent run still running is watched until it finishes: history, badge and deployment panel update',
    async () => {
      const user = userEvent.setup();
      let automations: Automation[] = [
        automation({ name: 'Weekly digest', actionType: 'agent', agentId: 'researcher', lastExecuted: null }),
      ];
      let finished = false;
      const agentRun = (status: AutomationRun['status']): AutomationRun =>
        run({
          trigger: 'manual',
          status,
          outboxId: null,
          outboxStatus: null,
          agentPrompt: 'Summarise the week',
          agentModel: 'gpt-4o-mini',
          estimatedCostUsd: 0.0012,
          finishedAt: status === 'running' ? null : '2026-11-25T12:20:05.000Z',
        });
      let runReads = 0;
      const api = mockApi({
        'GET /api/automations': () => ({ body: automations }),
        'GET /api/guardrails/status': { body: guardrails() },
        'GET /api/tasks': { body: [] },
        'POST /api/automations/auto-1/execute': () => ({
          body: {
            message: 'Automation executed: the agent is working on it',
            automation: automations[0],
            run: agentRun('running'),
          },
        }),
        // The job finishes between the second and third read of the history.
        'GET /api/automations/auto-1/runs': () => {
          if (++runReads === 3) {
            finished = true;
            automations = automations.map((a) => ({ ...a, lastExecuted: '2026-11-25T12:20:05.000Z', runsTotal: 1 }));
          }
          return { body: [agentRun(finished ? 'succeeded' : 'running')] };
        },
      });
      renderTab();
      const deployment = await screen.findByRole('status', { name: 'Deployment' });
      expect(deployment.textContent).toBe(
        '1 automation(s) pending verification - click execute to verify functionality',
      );
      const list = screen.getByRole('list', { name: 'Automations' });
      expect(within(list).getByText('Needs Testing')).toBeTruthy();

      await user.click(await screenCard('Weekly digest'));
      await user.click(within(list).getByRole('button', { name: 'History automation Weekly digest' }));
      const history = await screen.findByRole('list', { name: 'Run history of Weekly digest' });
      expect(within(history).getByText('running')).toBeTruthy();

      // No click and no reload from here: the page reads the run again until it is done.
      await waitFor(() => expect(within(history).getByText('succeeded')).toBeTruthy(), {
        timeout: 4 * RUNNING_REFRESH_MS,
      });
      await waitFor(() => expect(within(list).getByText('Active')).toBeTruthy());
      expect(within(list).queryByText('Needs Testing')).toBeNull();
      await waitFor(() => expect(deployment.textContent).not.toContain('pending verification'));
      // Done: the history is not read again.
      const reads = api.callsTo('GET /api/automations/auto-1/runs').length;
      await new Promise((r) => setTimeout(r, RUNNING_REFRESH_MS + 500));
      expect(api.callsTo('GET /api/automations/auto-1/runs')).toHaveLength(reads);
    },
    6 * RUNNING_REFRESH_MS + 5_000,
  );
});

async function screenCard(name: string) {
  await screen.findByRole('list', { name: 'Automations' });
  return card(name);
}
