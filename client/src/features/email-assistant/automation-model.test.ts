import { describe, expect, it } from 'vitest';
import { AUTOMATION_MESSAGES } from '@common/automation-constants';
import { AutomationRequestSchema } from '@common/schemas/automations';
import { automation } from './components/automations/testing/automation-fixtures';
import {
  automationBadge,
  deploymentMessage,
  EMPTY_AUTOMATION_FORM,
  formOf,
  holdSecondsOf,
  HOLD_MESSAGE,
  LIFECYCLE_BUTTONS,
  quickSendProblem,
  triggerSummary,
  requestOf,
  windowProblems,
} from './automation-model';

describe('automationBadge', () => {
  it('reads Paused and Stopped from the lifecycle first, whatever else holds', () => {
    const ran = '2026-11-25T12:00:00.000Z';
    expect(automationBadge({ status: 'paused', lastExecuted: ran }, true).label).toBe('Paused');
    expect(automationBadge({ status: 'paused', lastExecuted: null }, false).label).toBe('Paused');
    expect(automationBadge({ status: 'stopped', lastExecuted: ran }, true).label).toBe('Stopped');
    expect(automationBadge({ status: 'stopped', lastExecuted: null }, false).label).toBe('Stopped');
  });

  it('reads Not Deployed for an active automation without a connected account', () => {
    expect(automationBadge({ status: 'active', lastExecuted: '2026-11-25T12:00:00.000Z' }, false).label).toBe(
      'Not Deployed',
    );
  });

  it('reads Active once executed and Needs Testing before', () => {
    expect(automationBadge({ status: 'active', lastExecuted: '2026-11-25T12:00:00.000Z' }, true).label).toBe('Active');
    expect(automationBadge({ status: 'active', lastExecuted: null }, true).label).toBe('Needs Testing');
  });
});

describe('lifecycle and deployment', () => {
  it('offers exactly the buttons of each state', () => {
    const labels = (s: keyof typeof LIFECYCLE_BUTTONS) => LIFECYCLE_BUTTONS[s].map((b) => b.label);
    expect(labels('active')).toEqual(['Pause', 'Stop']);
    expect(labels('paused')).toEqual(['Resume']);
    expect(labels('stopped')).toEqual(['Start']);
  });

  it('counts automations with a last execution as verified', () => {
    expect(deploymentMessage([{ lastExecuted: '2026-11-25T12:00:00.000Z' }])).toBe(
      'All automations are deployed and verified through execution testing',
    );
    expect(
      deploymentMessage([{ lastExecuted: null }, { lastExecuted: '2026-11-25T12:00:00.000Z' }, { lastExecuted: null }]),
    ).toBe('2 automation(s) pending verification - click execute to verify functionality');
  });
});

describe('the form values', () => {
  it('starts with the specification defaults and a two-minute hold', () => {
    const request = requestOf(EMPTY_AUTOMATION_FORM, 'acc-1');
    expect(request).toMatchObject({
      status: 'active',
      triggerType: 'schedule',
      actionType: 'send_email',
      scheduleType: 'interval',
      intervalValue: '15',
      intervalUnit: 'minutes',
      weeklyDay: 'monday',
      isActive: true,
      accountId: 'acc-1',
      holdSeconds: 120,
      replyWindowHours: 24,
    });
  });

  it('sends what the server accepts as it stands', () => {
    const filled = {
      ...EMPTY_AUTOMATION_FORM,
      name: 'Status',
      recipientEmail: 'grace@example.com',
      emailSubject: 'Status on {{date}}',
      emailBody: 'All fine',
    };
    const parsed = AutomationRequestSchema.parse(requestOf(filled, 'acc-1'));
    expect(parsed).toMatchObject({ intervalValue: '15', holdSeconds: 120, specificDate: null, accountId: 'acc-1' });
    expect(AutomationRequestSchema.safeParse(requestOf(formOf(automation()), null)).success).toBe(true);
  });

  it('keeps an edited automation as it was when loaded and saved again', () => {
    const a = automation({ holdSeconds: 45, specificDate: null, accountId: null });
    const request = requestOf(formOf(a), 'acc-2');
    expect(request.holdSeconds).toBe(45);
    expect(request.accountId).toBe('acc-2');
    expect(formOf(automation({ holdSeconds: 300 }))).toMatchObject({ holdValue: '5', holdUnit: 'minutes' });
    expect(formOf(automation({ holdSeconds: 0 }))).toMatchObject({ holdValue: '0', holdUnit: 'seconds' });
  });

  it('allows a hold of 0 and refuses what is not a whole number within a day', () => {
    expect(holdSecondsOf({ holdValue: '0', holdUnit: 'minutes' })).toBe(0);
    expect(holdSecondsOf({ holdValue: '1.5', holdUnit: 'minutes' })).toBeUndefined();
    expect(windowProblems({ ...EMPTY_AUTOMATION_FORM, holdValue: '' })).toEqual([HOLD_MESSAGE]);
    expect(windowProblems({ ...EMPTY_AUTOMATION_FORM, holdValue: '1441', holdUnit: 'minutes' })).toEqual([
      HOLD_MESSAGE,
    ]);
    expect(windowProblems({ ...EMPTY_AUTOMATION_FORM, holdValue: '1440', holdUnit: 'minutes' })).toEqual([]);
  });

  it('needs recipient, subject and body for a quick send', () => {
    expect(quickSendProblem({ recipientEmail: 'a@b.co', emailSubject: ' ', emailBody: 'x' })).toBe(
      AUTOMATION_MESSAGES.sendEmailFields,
    );
    expect(quickSendProblem({ recipientEmail: 'a@b.co', emailSubject: 'S', emailBody: 'x' })).toBeNull();
  });
});

describe('triggerSummary', () => {
  it('says when each kind of automation runs, in the default date and time formats', () => {
    expect(triggerSummary(automation())).toBe('Every 15 minutes');
    expect(triggerSummary(automation({ intervalValue: 1, intervalUnit: 'hours' }))).toBe('Every 1 hour');
    expect(triggerSummary(automation({ scheduleType: 'weekly', weeklyDay: 'friday', dailyTime: '09:30' }))).toBe(
      'Fridays at 9:30 AM (Europe/London)',
    );
    expect(triggerSummary(automation({ scheduleType: 'daily', dailyTime: '07:00' }))).toBe(
      'Daily at 7:00 AM (Europe/London)',
    );
    expect(
      triggerSummary(automation({ scheduleType: 'specific_time', specificDate: '2026-12-01', specificTime: '08:15' })),
    ).toBe('Once, on 12/01/2026 at 8:15 AM (Europe/London)');
    expect(triggerSummary(automation({ triggerType: 'sender', triggerValue: '@example.com' }))).toBe(
      'Senders: @example.com',
    );
  });
});
