import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AutomationRun } from '@common/schemas/automations';
import type { OutboxItem } from '@common/schemas/email-send';
import { apiError, mockApi } from '../../../../../test/api-mock';
import { renderWithApp } from '../../../../../test/render';
import { AutomationsSection } from './automations-section';
import { account, AI, automation, guardrails, run } from './testing/automation-fixtures';

const toastText = () => screen.getByRole('region', { name: /notifications/i }).textContent;

const cancelled: OutboxItem = {
  id: 'out-held',
  accountId: 'acc-1',
  to: 'client@example.com',
  subject: 'Re: Invoice',
  body: 'Thanks',
  status: 'cancelled',
  sendAt: '2026-11-25T12:17:00.000Z',
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  sentAt: null,
  createdAt: '2026-11-25T12:15:00.000Z',
};

function historyServer() {
  let heldStatus = 'scheduled';
  const runs = (): AutomationRun[] => [
    run({
      id: 'run-held',
      trigger: 'mail',
      matched: 'keyword "invoice" in the subject',
      recipient: 'client@example.com',
      outboxId: 'out-held',
      outboxStatus: heldStatus,
      outboxSendAt: '2026-11-25T12:17:00.000Z',
    }),
    run({
      id: 'run-task',
      trigger: 'manual',
      recipient: null,
      outboxId: null,
      outboxStatus: null,
      outboxSendAt: null,
      taskId: 'task-7',
    }),
    run({
      id: 'run-failed',
      status: 'failed',
      recipient: null,
      outboxId: null,
      outboxStatus: null,
      outboxSendAt: null,
      error: 'The template uses an unknown variable',
    }),
    run({
      id: 'run-agent',
      outboxStatus: 'sent',
      agentPrompt: 'Summarise the week for the team',
      agentModel: 'gpt-4o-mini',
      estimatedCostUsd: 0.0031,
    }),
  ];
  const api = mockApi({
    'GET /api/automations': {
      body: [automation({ actionType: 'reply', triggerType: 'keyword', triggerValue: 'invoice' })],
    },
    'GET /api/guardrails/status': { body: guardrails() },
    'POST /api/automations/next-run': { body: { nextRunAt: null, timezone: 'UTC', text: 'Not scheduled' } },
    'GET /api/automations/auto-1/runs': () => ({ body: runs() }),
    'POST /api/email/outbox/out-held/cancel': () => {
      heldStatus = 'cancelled';
      return { body: cancelled };
    },
  });
  return api;
}

describe('RunHistory', () => {
  it('lists each run with what it did, and cancels a held send while it is scheduled', async () => {
    const user = userEvent.setup();
    const api = historyServer();
    renderWithApp(<AutomationsSection ai={AI} accounts={[account()]} />);
    const list = await screen.findByRole('list', { name: 'Automations' });
    expect(api.callsTo('GET /api/automations/auto-1/runs')).toEqual([]);

    const toggle = within(list).getByRole('button', { name: 'History automation Weekly report' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const history = await screen.findByRole('list', { name: 'Run history of Weekly report' });
    const [held, task, failed, agent] = within(history).getAllByRole('listitem');

    expect(held!.textContent).toContain('Incoming mail');
    expect(held!.textContent).toContain('Matched: keyword "invoice" in the subject');
    expect(held!.textContent).toContain('To client@example.com');
    expect(held!.textContent).toContain('Email scheduled, goes out');
    expect(task!.textContent).toContain('Execute now');
    expect(task!.textContent).toContain('Task created.');
    expect(within(task!).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(failed!.textContent).toContain('failed');
    expect(failed!.textContent).toContain('Error: The template uses an unknown variable');
    expect(agent!.textContent).toContain('Agent run with gpt-4o-mini, estimated cost $0.0031');
    expect(agent!.textContent).toContain('Summarise the week for the team');
    expect(within(agent!).queryByRole('button', { name: /Cancel/ })).toBeNull();

    await user.click(within(held!).getByRole('button', { name: 'Cancel the held email to client@example.com' }));
    await waitFor(() => expect(toastText()).toContain('Send Cancelled'));
    expect(api.callsTo('POST /api/email/outbox/out-held/cancel')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Run history of Weekly report' })).getAllByRole('listitem')[0]!
          .textContent,
      ).toContain('Email cancelled'),
    );
    expect(screen.queryByRole('button', { name: /Cancel the held email/ })).toBeNull();
  });

  it('says so when the send already went out', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/automations': { body: [automation()] },
      'GET /api/guardrails/status': { body: guardrails() },
      'POST /api/automations/next-run': { body: { nextRunAt: null, timezone: 'UTC', text: 'Not scheduled' } },
      'GET /api/automations/auto-1/runs': { body: [run({ outboxId: 'out-1', outboxStatus: 'scheduled' })] },
      'POST /api/email/outbox/out-1/cancel': apiError(409, 'conflict', 'This email is no longer scheduled'),
    });
    renderWithApp(<AutomationsSection ai={AI} accounts={[account()]} />);
    await user.click(await screen.findByRole('button', { name: 'History automation Weekly report' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the held email to grace@example.com' }));
    await waitFor(() => expect(toastText()).toContain('Cancel Failed'));
    expect(toastText()).toContain('This email is no longer scheduled');
  });
});
