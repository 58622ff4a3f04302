import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Automation } from '@common/schemas/automations';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { apiError, mockApi, sessionUser, signedInAs, type ApiCall } from '../../../../../test/api-mock';
import { renderWithApp } from '../../../../../test/render';
import { AutomationsSection } from './automations-section';
import { account, AI, automation, guardrails } from './testing/automation-fixtures';

const MESSAGES = {
  execute: 'Automation executed: the email is held for 2 minutes',
  pause: 'Automation paused',
  resume: 'Automation resumed',
  stop: 'Automation stopped',
  start: 'Automation started',
} as const;
const NEXT_STATUS = { execute: null, pause: 'paused', resume: 'active', stop: 'stopped', start: 'active' } as const;

/** A server with the automations in memory: the component's calls change them as the real one would. */
function automationServer(initial: Automation[]) {
  let automations = [...initial];
  let n = 0;
  const idOf = (call: ApiCall) => call.url.split('/')[3]!;
  const routes: Parameters<typeof mockApi>[0] = {
    // Automations are a Pro feature: the form is for a user whose plan includes them.
    'GET /api/auth/session': signedInAs(sessionUser({ plan: 'pro' })),
    'GET /api/automations': () => ({ body: automations }),
    'GET /api/guardrails/status': { body: guardrails() },
    'POST /api/automations/next-run': {
      body: {
        nextRunAt: '2026-11-25T12:15:00.000Z',
        timezone: 'Europe/London',
        text: 'Wed, 25 Nov 2026, 12:15 (Europe/London)',
      },
    },
    'POST /api/automations': (call) => {
      const body = call.body as Partial<Automation> & { intervalValue: unknown };
      const created = automation({ ...body, intervalValue: Number(body.intervalValue), id: `new-${++n}` });
      automations = [created, ...automations];
      return { status: 201, body: created };
    },
  };
  for (const a of initial) {
    routes[`PATCH /api/automations/${a.id}`] = (call) => {
      const body = call.body as Partial<Automation> & { intervalValue: unknown };
      automations = automations.map((x) =>
        x.id === idOf(call) ? { ...x, ...body, intervalValue: Number(body.intervalValue) } : x,
      );
      return { body: automations.find((x) => x.id === idOf(call)) };
    };
    routes[`DELETE /api/automations/${a.id}`] = (call) => {
      automations = automations.filter((x) => x.id !== idOf(call));
      return { status: 204 };
    };
    for (const action of ['execute', 'pause', 'resume', 'stop', 'start'] as const) {
      routes[`${action === 'execute' ? 'POST' : 'PATCH'} /api/automations/${a.id}/${action}`] = (call) => {
        const status = NEXT_STATUS[action];
        automations = automations.map((x) =>
          x.id === idOf(call) ? { ...x, ...(status ? { status } : { lastExecuted: '2026-11-25T12:20:00.000Z' }) } : x,
        );
        return {
          body: { message: MESSAGES[action], automation: automations.find((x) => x.id === idOf(call)), run: null },
        };
      };
    }
  }
  return { api: mockApi(routes), routes };
}

const toastText = () => screen.getByRole('region', { name: /notifications/i }).textContent;

function renderSection(accounts: EmailAccount[] = [account()]) {
  return renderWithApp(<AutomationsSection ai={AI} accounts={accounts} />);
}

describe('AutomationsSection', () => {
  it('shows the first problem in the specification words and sends nothing until the form is complete', async () => {
    const user = userEvent.setup();
    const { api } = automationServer([]);
    renderSection();
    await screen.findByText('No automations yet.');
    const create = screen.getByRole('button', { name: 'CREATE AUTOMATION' });
    const expectProblem = async (message: string) => {
      await user.click(create);
      await waitFor(() => expect(toastText()).toContain(message));
      expect(screen.getByRole('alert').textContent).toBe(message);
    };

    await expectProblem('Please provide an automation name');
    await user.type(screen.getByLabelText('Name'), 'Morning digest');
    await expectProblem('Please fill in recipient email, subject, and body');
    await user.selectOptions(screen.getByLabelText('Action'), 'task');
    await expectProblem('Please provide an email template');
    await user.type(screen.getByLabelText('Task template'), 'Follow up {{{{nobody}}');
    await expectProblem(
      'Unknown template variable {{nobody}}. Use {{sender}}, {{senderName}}, {{subject}}, {{date}}, {{body}}, {{recipient}}, {{automation}}',
    );
    await user.clear(screen.getByLabelText('Task template'));
    await user.type(screen.getByLabelText('Task template'), 'Follow up on {{{{subject}}');
    await user.selectOptions(screen.getByLabelText('Schedule type'), 'daily');
    await expectProblem('Please provide a time of day');
    await user.selectOptions(screen.getByLabelText('Schedule type'), 'weekly');
    await expectProblem('Please provide a day and time');
    await user.selectOptions(screen.getByLabelText('Trigger'), 'keyword');
    await expectProblem('Please provide keywords or sender addresses');
    await user.selectOptions(screen.getByLabelText('Action'), 'reply');
    await user.selectOptions(screen.getByLabelText('Trigger'), 'schedule');
    await user.selectOptions(screen.getByLabelText('Schedule type'), 'interval');
    await expectProblem('Reply and forward answer incoming mail: choose a keyword or sender trigger');
    expect(api.callsTo('POST /api/automations')).toEqual([]);
  });

  it('shows the next run before saving, then creates with the defaults and the first account', async () => {
    const user = userEvent.setup();
    const { api } = automationServer([]);
    renderSection([account(), account({ id: 'acc-2', email: 'work@example.com' })]);
    // In the automation's zone and the default formats (MM/DD/YYYY, 12-hour).
    await screen.findByText('Next run: 11/25/2026 12:15 PM (Europe/London)');
    expect(api.callsTo('POST /api/automations/next-run')[0]!.body).toMatchObject({
      triggerType: 'schedule',
      scheduleType: 'interval',
      intervalValue: '15',
      intervalUnit: 'minutes',
    });
    expect((screen.getByLabelText('Email account') as HTMLSelectElement).value).toBe('acc-1');
    expect((screen.getByLabelText('Hold before sending') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Hold unit') as HTMLSelectElement).value).toBe('minutes');

    await user.type(screen.getByLabelText('Name'), 'Status mail');
    await user.type(screen.getByLabelText('Recipient email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Status');
    await user.type(screen.getByLabelText('Body'), 'Sent on {{{{date}}');
    await user.click(screen.getByRole('button', { name: 'CREATE AUTOMATION' }));
    await waitFor(() => expect(toastText()).toContain('Automation Created'));
    expect(api.callsTo('POST /api/automations')[0]!.body).toMatchObject({
      name: 'Status mail',
      status: 'active',
      triggerType: 'schedule',
      actionType: 'send_email',
      scheduleType: 'interval',
      intervalValue: '15',
      intervalUnit: 'minutes',
      weeklyDay: 'monday',
      recipientEmail: 'grace@example.com',
      emailSubject: 'Status',
      emailBody: 'Sent on {{date}}',
      isActive: true,
      accountId: 'acc-1',
      holdSeconds: 120,
    });
    const list = await screen.findByRole('list', { name: 'Automations' });
    expect(within(list).getByText('Status mail')).toBeTruthy();
    expect(within(list).getByText('Needs Testing')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('keeps the form being filled across a reload while Auto-Save is on, and forgets it once saved', async () => {
    const user = userEvent.setup();
    automationServer([]);
    const first = renderSection();
    await user.type(await screen.findByLabelText('Name'), 'Status mail');
    await user.type(screen.getByLabelText('Recipient email'), 'grace@example.com');
    first.unmount();

    renderSection();
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Status mail');
    expect((screen.getByLabelText('Recipient email') as HTMLInputElement).value).toBe('grace@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Status');
    await user.type(screen.getByLabelText('Body'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'CREATE AUTOMATION' }));
    await waitFor(() => expect(toastText()).toContain('Automation Created'));
    expect(localStorage.getItem('autosave-automation')).toBeNull();
  });

  it('edits with UPDATE AUTOMATION, CANCEL resets the form', async () => {
    const user = userEvent.setup();
    const { api } = automationServer([automation({ holdSeconds: 0 })]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Automations' });

    await user.click(within(list).getByRole('button', { name: 'Edit automation Weekly report' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Weekly report');
    expect((screen.getByLabelText('Hold before sending') as HTMLInputElement).value).toBe('0');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'UPDATE AUTOMATION' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Edit automation Weekly report' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Daily report');
    await user.selectOptions(screen.getByLabelText('Schedule type'), 'daily');
    await user.type(screen.getByLabelText('Time of day'), '09:30');
    await user.click(screen.getByRole('button', { name: 'UPDATE AUTOMATION' }));
    await waitFor(() => expect(toastText()).toContain('Automation Updated'));
    expect(api.callsTo('PATCH /api/automations/auto-1')[0]!.body).toMatchObject({
      name: 'Daily report',
      scheduleType: 'daily',
      dailyTime: '09:30',
      holdSeconds: 0,
      status: 'active',
    });
    await within(list).findByText('Daily report');
    expect(screen.getByRole('button', { name: 'CREATE AUTOMATION' })).toBeTruthy();
  });

  it('offers exactly the buttons of each state, with the badges and the server messages', async () => {
    const user = userEvent.setup();
    const { api } = automationServer([
      automation({ id: 'a-active', name: 'Runs', lastExecuted: '2026-11-25T12:00:00.000Z' }),
      automation({
        id: 'a-paused',
        name: 'Rests',
        status: 'paused',
        pausedReason: 'daily_limit',
        pausedReasonText: 'Paused for today: it reached 50 executions. It resumes tomorrow.',
        resumesAt: '2026-11-26T00:00:00.000Z',
      }),
      automation({ id: 'a-stopped', name: 'Ended', status: 'stopped' }),
    ]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Automations' });
    const card = (name: string) => within(list).getByText(name).closest('li')!;
    const buttons = (name: string) =>
      within(card(name))
        .getAllByRole('button')
        .map((b) => b.textContent);

    expect(within(card('Runs')).getByText('Active')).toBeTruthy();
    expect(buttons('Runs')).toEqual(
      ['Execute now', 'Pause', 'Stop', 'Edit', 'Delete', 'History'].map((b) => `${b} automation Runs`),
    );
    expect(within(card('Rests')).getByText('Paused')).toBeTruthy();
    expect(buttons('Rests')).toEqual(
      ['Execute now', 'Resume', 'Edit', 'Delete', 'History'].map((b) => `${b} automation Rests`),
    );
    expect(card('Rests').textContent).toContain('Paused for today: it reached 50 executions. It resumes tomorrow.');
    expect(card('Rests').textContent).toContain('Resumes');
    expect(within(card('Ended')).getByText('Stopped')).toBeTruthy();
    expect(buttons('Ended')).toEqual(
      ['Execute now', 'Start', 'Edit', 'Delete', 'History'].map((b) => `${b} automation Ended`),
    );

    await user.click(within(card('Runs')).getByRole('button', { name: 'Pause automation Runs' }));
    await waitFor(() => expect(toastText()).toContain('Automation Paused'));
    expect(toastText()).toContain('Automation paused');
    await within(card('Runs')).findByRole('button', { name: 'Resume automation Runs' });
    await user.click(within(card('Runs')).getByRole('button', { name: 'Resume automation Runs' }));
    await waitFor(() => expect(toastText()).toContain('Automation Resumed'));
    await user.click(await within(card('Runs')).findByRole('button', { name: 'Stop automation Runs' }));
    await waitFor(() => expect(toastText()).toContain('Automation Stopped'));
    await user.click(await within(card('Ended')).findByRole('button', { name: 'Start automation Ended' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/automations/a-stopped/start')).toHaveLength(1));
    await within(card('Ended')).findByRole('button', { name: 'Pause automation Ended' });
  });

  it('offers Execute now only with a connected account; Not Deployed without one', async () => {
    automationServer([automation()]);
    const { unmount } = renderSection([]);
    const list = await screen.findByRole('list', { name: 'Automations' });
    expect(within(list).getByText('Not Deployed')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Execute now/ })).toBeNull();
    unmount();

    const user = userEvent.setup();
    const { api } = automationServer([automation()]);
    renderSection();
    const again = await screen.findByRole('list', { name: 'Automations' });
    expect(within(again).getByText('Needs Testing')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Execute now automation Weekly report' }));
    await waitFor(() => expect(toastText()).toContain('Automation Executed'));
    expect(toastText()).toContain('Automation executed: the email is held for 2 minutes');
    expect(api.callsTo('POST /api/automations/auto-1/execute')).toHaveLength(1);
    await within(again).findByText('Active');
  });

  it('reads the deployment panel from the executions', async () => {
    const user = userEvent.setup();
    automationServer([
      automation(),
      automation({ id: 'auto-2', name: 'Second', lastExecuted: '2026-11-25T12:00:00.000Z' }),
    ]);
    renderSection();
    const panel = await screen.findByRole('status', { name: 'Deployment' });
    await waitFor(() =>
      expect(panel.textContent).toBe('1 automation(s) pending verification - click execute to verify functionality'),
    );
    await user.click(screen.getByRole('button', { name: 'Execute now automation Weekly report' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Deployment' }).textContent).toBe(
        'All automations are deployed and verified through execution testing',
      ),
    );
  });

  it('deletes after the confirmation, and shows failures with the server message', async () => {
    const user = userEvent.setup();
    const { routes } = automationServer([automation()]);
    routes['PATCH /api/automations/auto-1/pause'] = apiError(409, 'conflict', 'It is already paused');
    renderSection();
    const list = await screen.findByRole('list', { name: 'Automations' });

    await user.click(within(list).getByRole('button', { name: 'Pause automation Weekly report' }));
    await waitFor(() => expect(toastText()).toContain('Pause Failed'));
    expect(toastText()).toContain('It is already paused');

    await user.click(within(list).getByRole('button', { name: 'Delete automation Weekly report' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete automation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(list).getByText('Weekly report')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Delete automation Weekly report' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastText()).toContain('Automation Deleted'));
    await screen.findByText('No automations yet.');
  });
});

describe('AutomationsSection without the Pro plan', () => {
  it('shows the Pro hint and an upgrade link instead of the form, and keeps the list to switch things off', async () => {
    const user = userEvent.setup();
    const { routes } = automationServer([automation()]);
    routes['GET /api/auth/session'] = signedInAs(sessionUser({ plan: 'basic' }));
    renderSection();
    const hint = await screen.findByRole('region', { name: 'PRO PLAN' });
    expect(within(hint).getByText('Automation features are available with the Pro plan.')).toBeTruthy();
    expect(within(hint).getByRole('link', { name: 'UPGRADE TO PRO' }).getAttribute('href')).toBe(
      '/dashboard?section=subscription',
    );
    expect(screen.queryByRole('button', { name: 'CREATE AUTOMATION' })).toBeNull();

    const list = await screen.findByRole('list', { name: 'Automations' });
    await user.click(within(list).getByRole('button', { name: 'Pause automation Weekly report' }));
    await waitFor(() => expect(toastText()).toContain('Automation paused'));
  });

  it('shows the form on Pro, without the hint', async () => {
    automationServer([]);
    renderSection();
    expect(await screen.findByRole('button', { name: 'CREATE AUTOMATION' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'PRO PLAN' })).toBeNull();
  });
});
