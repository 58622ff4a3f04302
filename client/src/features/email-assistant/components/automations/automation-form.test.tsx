import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DryRunResult } from '@common/schemas/automations';
import type { OutboxItem } from '@common/schemas/email-send';
import { apiError, mockApi } from '../../../../../test/api-mock';
import { renderWithApp } from '../../../../../test/render';
import { AutomationsSection } from './automations-section';
import { account, AI, automation, guardrails } from './testing/automation-fixtures';

const toastText = () => screen.getByRole('region', { name: /notifications/i }).textContent;

const base = {
  'GET /api/automations': { body: [] },
  'GET /api/guardrails/status': { body: guardrails() },
  'POST /api/automations/next-run': { body: { nextRunAt: null, timezone: 'UTC', text: 'Not scheduled' } },
};

const dryRun: DryRunResult = {
  accountId: 'acc-1',
  scanned: 50,
  estimatedCostUsd: 0.0042,
  matches: [
    {
      messageId: '<m1@example.com>',
      from: 'client@example.com',
      subject: 'Invoice 42',
      date: '2026-11-25T10:00:00.000Z',
      matched: 'keyword "invoice" in the subject',
      outcome: 'send',
      skippedBecause: null,
      wouldSend: { to: 'client@example.com', subject: 'Re: Invoice 42', body: `Thanks, we got it. ${'x'.repeat(200)}` },
    },
    {
      messageId: '<m2@example.com>',
      from: 'billing-noreply@example.com',
      subject: 'Your invoice',
      date: null,
      matched: 'keyword "invoice" in the subject',
      outcome: 'skipped',
      skippedBecause: 'The sender is a no-reply address',
      wouldSend: null,
    },
  ],
};

const sent = (to: string): OutboxItem => ({
  id: 'out-9',
  accountId: 'acc-1',
  to,
  subject: 'Hello',
  body: 'Body',
  status: 'sent',
  sendAt: '2026-11-25T12:00:00.000Z',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  sentAt: '2026-11-25T12:00:01.000Z',
  createdAt: '2026-11-25T12:00:00.000Z',
});

describe('AutomationForm', () => {
  it('dry-runs a keyword trigger: the matches, what would be sent or why not, and the estimated cost', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...base, 'POST /api/automations/dry-run': { body: dryRun } });
    renderWithApp(<AutomationsSection ai={AI} accounts={[account()]} />);
    await screen.findByText('No automations yet.');
    expect(screen.queryByRole('button', { name: 'DRY RUN' })).toBeNull();

    await user.type(screen.getByLabelText('Name'), 'Invoices');
    await user.selectOptions(screen.getByLabelText('Trigger'), 'keyword');
    await user.selectOptions(screen.getByLabelText('Action'), 'reply');
    await user.type(screen.getByLabelText('Email template'), 'Thanks, we got it.');
    await user.click(screen.getByRole('button', { name: 'DRY RUN' }));
    await waitFor(() => expect(toastText()).toContain('Please provide keywords or sender addresses'));
    expect(api.callsTo('POST /api/automations/dry-run')).toEqual([]);

    await user.type(screen.getByLabelText('Keywords'), 'invoice');
    await user.click(screen.getByRole('button', { name: 'DRY RUN' }));
    const result = await screen.findByRole('region', { name: 'Dry run' });
    expect(api.callsTo('POST /api/automations/dry-run')[0]!.body).toMatchObject({
      triggerType: 'keyword',
      triggerValue: 'invoice',
      actionType: 'reply',
      emailTemplate: 'Thanks, we got it.',
      accountId: 'acc-1',
    });
    expect(result.textContent).toContain('50 recent message(s) checked, 2 matched the trigger, 1 would be acted on');
    expect(result.textContent).toContain('Estimated provider cost: $0.0042');
    const [first, second] = within(result).getAllByRole('listitem');
    expect(first!.textContent).toContain('From client@example.com');
    expect(first!.textContent).toContain('Matched: keyword "invoice" in the subject');
    expect(first!.textContent).toContain('Would send');
    expect(first!.textContent).toContain('Subject: Re: Invoice 42');
    // The preview is cut at 100 characters.
    expect(first!.textContent).toContain(`${`Thanks, we got it. ${'x'.repeat(200)}`.slice(0, 100)}...`);
    expect(first!.textContent).not.toContain('x'.repeat(150));
    expect(second!.textContent).toContain('Skipped: The sender is a no-reply address');
  });

  it('dry-runs the automation being edited with its id, so its reply window applies; a new one without', async () => {
    const user = userEvent.setup();
    const saved = automation({
      id: 'auto-7',
      name: 'Invoices',
      triggerType: 'keyword',
      triggerValue: 'invoice',
      actionType: 'reply',
      emailTemplate: 'Thanks, we got it.',
      nextRunAt: null,
    });
    const api = mockApi({
      ...base,
      'GET /api/automations': { body: [saved] },
      'GET /api/automations/auto-7/runs': { body: [] },
      'POST /api/automations/dry-run': { body: dryRun },
    });
    renderWithApp(<AutomationsSection ai={AI} accounts={[account()]} />);
    const list = await screen.findByRole('list', { name: 'Automations' });

    await user.click(within(list).getByRole('button', { name: 'Edit automation Invoices' }));
    await user.click(screen.getByRole('button', { name: 'DRY RUN' }));
    await screen.findByRole('region', { name: 'Dry run' });
    const [editing] = api.callsTo('POST /api/automations/dry-run');
    expect(editing!.url).toBe('/api/automations/dry-run?automationId=auto-7');
    expect(editing!.body).toMatchObject({ triggerType: 'keyword', triggerValue: 'invoice' });

    // CANCEL: the form is a new automation again, and its dry run names none.
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await user.type(screen.getByLabelText('Name'), 'Other');
    await user.selectOptions(screen.getByLabelText('Trigger'), 'keyword');
    await user.type(screen.getByLabelText('Keywords'), 'invoice');
    await user.selectOptions(screen.getByLabelText('Action'), 'reply');
    await user.type(screen.getByLabelText('Email template'), 'Thanks.');
    await user.click(screen.getByRole('button', { name: 'DRY RUN' }));
    await waitFor(() => expect(api.callsTo('POST /api/automations/dry-run')).toHaveLength(2));
    expect(api.callsTo('POST /api/automations/dry-run')[1]!.url).toBe('/api/automations/dry-run');
  });

  it('quick-sends the message through POST /api/emails/send, which needs recipient, subject and body', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...base, 'POST /api/emails/send': { status: 202, body: sent('grace@example.com') } });
    renderWithApp(<AutomationsSection ai={AI} accounts={[account()]} />);
    await screen.findByText('No automations yet.');

    await user.click(screen.getByRole('button', { name: 'QUICK SEND' }));
    await waitFor(() => expect(toastText()).toContain('Please fill in recipient email, subject, and body'));
    await user.selectOptions(screen.getByLabelText('Trigger'), 'immediate');
    expect(screen.queryByRole('button', { name: 'QUICK SEND' })).toBeNull();
    await user.type(screen.getByLabelText('Recipient email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Body'), 'Body');
    await user.click(screen.getByRole('button', { name: 'SEND NOW' }));
    await waitFor(() => expect(toastText()).toContain('Email Sent'));
    const [call] = api.callsTo('POST /api/emails/send');
    expect(call!.body).toEqual({ to: 'grace@example.com', subject: 'Hello', body: 'Body', accountId: 'acc-1' });
    expect(api.callsTo('POST /api/automations')).toEqual([]);
  });

  it('explains the agent key opt-in, stores the current key only with consent, and withdraws it', async () => {
    const user = userEvent.setup();
    let stored = false;
    const status = () => ({
      stored,
      hint: stored ? 'ghij' : null,
      baseUrl: stored ? AI.baseUrl : null,
      storedAt: stored ? '2026-11-25T12:00:00.000Z' : null,
    });
    const api = mockApi({
      ...base,
      'GET /api/automations/agent-key': () => ({ body: status() }),
      'PUT /api/automations/agent-key': () => {
        stored = true;
        return { body: status() };
      },
      'DELETE /api/automations/agent-key': () => {
        stored = false;
        return { status: 204 };
      },
    });
    renderWithApp(<AutomationsSection ai={AI} accounts={[account()]} />);
    await screen.findByText('No automations yet.');
    expect(api.callsTo('GET /api/automations/agent-key')).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Digest');
    await user.selectOptions(screen.getByLabelText('Action'), 'agent');
    const optIn = await screen.findByRole('group', { name: 'Store your provider key' });
    expect(optIn.textContent).toContain('We store your provider key, encrypted, and use it only for your automations');
    expect(optIn.textContent).toContain('deleted when you withdraw it here or delete your last agent automation');
    await user.click(screen.getByRole('button', { name: 'CREATE AUTOMATION' }));
    await waitFor(() => expect(toastText()).toContain('Please choose an agent and write its prompt'));

    const store = within(optIn).getByRole('button', { name: 'Store my key' }) as HTMLButtonElement;
    expect(store.disabled).toBe(true);
    await user.click(within(optIn).getByLabelText('I agree that my current provider key is stored for my automations'));
    await user.click(store);
    await waitFor(() => expect(toastText()).toContain('Key Stored'));
    expect(api.callsTo('PUT /api/automations/agent-key')[0]!.body).toEqual({
      apiKey: AI.apiKey,
      baseUrl: AI.baseUrl,
      consent: true,
    });
    const storedGroup = await screen.findByRole('group', { name: 'Stored provider key' });
    expect(storedGroup.textContent).toContain('ending in ghij');

    await user.click(within(storedGroup).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toastText()).toContain('Key Withdrawn'));
    await screen.findByRole('group', { name: 'Store your provider key' });
    expect(api.callsTo('DELETE /api/automations/agent-key')).toHaveLength(1);
  });

  it("shows the server's refusal of a save", async () => {
    const user = userEvent.setup();
    mockApi({
      ...base,
      'POST /api/automations': apiError(400, 'invalid', 'Please provide an automation name'),
    });
    renderWithApp(<AutomationsSection ai={AI} accounts={[account()]} />);
    await screen.findByText('No automations yet.');
    await user.type(screen.getByLabelText('Name'), 'N');
    await user.type(screen.getByLabelText('Recipient email'), 'a@example.com');
    await user.type(screen.getByLabelText('Subject'), 'S');
    await user.type(screen.getByLabelText('Body'), 'B');
    await user.click(screen.getByRole('button', { name: 'CREATE AUTOMATION' }));
    await waitFor(() => expect(toastText()).toContain('Creation Failed'));
    expect(toastText()).toContain('Please provide an automation name');
  });
});
