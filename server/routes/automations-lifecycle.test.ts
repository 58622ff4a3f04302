import { describe, expect, it } from 'vitest';
import { PAUSE_REASON_TEXTS } from '../../common/schemas/automations.js';
import { registerOnPlan, type Registered } from '../test/auth-helpers.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { bare, create, DAY, db, EMAIL, get, ISO, MINUTE, send, setTimezone, t } from '../test/automation-routes-kit.js';

/** The lifecycle buttons and the next-run preview in the user's timezone. */

describe('the lifecycle buttons', () => {
  const move = (u: Registered, id: string, to: 'pause' | 'resume' | 'stop' | 'start') =>
    bare('PATCH', `/api/automations/${id}/${to}`, u.cookie);

  it('active offers pause and stop; paused offers resume; stopped offers start', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const a = await create(u);

    // Active: resume and start are refused.
    for (const wrong of ['resume', 'start'] as const) {
      const res = await move(u, a.id, wrong);
      expect(res.statusCode, wrong).toBe(409);
    }
    expect((await move(u, a.id, 'resume')).json().error).toEqual({
      code: 'automation_state',
      message: 'Only a paused automation can be resumed; this one is active.',
    });

    const paused = await move(u, a.id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({
      message: 'Automation paused',
      automation: expect.objectContaining({
        id: a.id,
        status: 'paused',
        isActive: false,
        nextRunAt: null,
        pausedAt: expect.stringMatching(ISO),
        pausedReason: null,
      }),
      run: null,
    });
    // Paused: pause and start are refused; stop is allowed from here too.
    expect((await move(u, a.id, 'pause')).json().error.message).toBe(
      'Only an active automation can be paused; this one is paused.',
    );
    expect((await move(u, a.id, 'start')).statusCode).toBe(409);

    const resumed = await move(u, a.id, 'resume');
    expect(resumed.json()).toMatchObject({
      message: 'Automation resumed',
      automation: { status: 'active', isActive: true, pausedAt: null, nextRunAt: expect.stringMatching(ISO) },
      run: null,
    });

    const stopped = await move(u, a.id, 'stop');
    expect(stopped.json()).toMatchObject({
      message: 'Automation stopped',
      automation: { status: 'stopped', nextRunAt: null },
    });
    // Stopped: only start.
    for (const wrong of ['pause', 'resume', 'stop'] as const) {
      expect((await move(u, a.id, wrong)).statusCode, wrong).toBe(409);
    }
    expect((await move(u, a.id, 'stop')).json().error.message).toBe('This automation is already stopped.');
    const started = await move(u, a.id, 'start');
    expect(started.json()).toMatchObject({
      message: 'Automation started',
      automation: { status: 'active', nextRunAt: expect.stringMatching(ISO) },
    });

    // Paused, then stopped.
    await move(u, a.id, 'pause');
    expect((await move(u, a.id, 'stop')).json().automation).toMatchObject({ status: 'stopped', pausedAt: null });
  });

  it('resuming clears a safeguard’s pause and the failure count; an expired one cannot come back', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const a = await create(u);
    const pausedAt = Date.now() - 60 * MINUTE;
    await db()
      .updateTable('automations')
      .set({
        status: 'paused',
        paused_reason: 'failures',
        paused_at: pausedAt,
        consecutive_failures: 5,
        retry_at: Date.now() + DAY,
        next_run_at: null,
      })
      .where('id', '=', a.id)
      .execute();
    const listed = (await get('/api/automations', u.cookie)).json()[0];
    expect(listed).toMatchObject({
      status: 'paused',
      pausedReason: 'failures',
      pausedReasonText: PAUSE_REASON_TEXTS.failures,
      pausedAt: new Date(pausedAt).toISOString(),
      consecutiveFailures: 5,
    });

    const res = await move(u, a.id, 'resume');
    expect(res.statusCode).toBe(200);
    expect(res.json().automation).toMatchObject({
      status: 'active',
      pausedReason: null,
      pausedReasonText: null,
      pausedAt: null,
      resumesAt: null,
      consecutiveFailures: 0,
      nextRunAt: expect.stringMatching(ISO),
    });
    const row = await db().selectFrom('automations').select('retry_at').where('id', '=', a.id).executeTakeFirst();
    expect(row?.retry_at).toBeNull();

    await move(u, a.id, 'stop');
    await db()
      .updateTable('automations')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', a.id)
      .execute();
    const expired = await move(u, a.id, 'start');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(
      'This automation expired one year after it was created. Create a new one.',
    );
  });
});

describe('POST /api/automations/next-run', () => {
  it('says when the form would run, in the user’s timezone, before saving', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    await setTimezone(u, 'Europe/London');
    const once = { ...EMAIL, scheduleType: 'specific_time', specificDate: '2030-07-01', specificTime: '09:00' };
    const res = await send('POST', '/api/automations/next-run', once, u.cookie);
    expect(res.statusCode).toBe(200);
    // 09:00 British Summer Time is 08:00 UTC.
    expect(res.json()).toEqual({
      nextRunAt: '2030-07-01T08:00:00.000Z',
      timezone: 'Europe/London',
      text: 'Mon, 1 Jul 2030, 09:00 (Europe/London)',
    });
    const winter = await send('POST', '/api/automations/next-run', { ...once, specificDate: '2030-01-07' }, u.cookie);
    expect(winter.json()).toMatchObject({ nextRunAt: '2030-01-07T09:00:00.000Z' });

    await setTimezone(u, 'America/New_York');
    const ny = await send('POST', '/api/automations/next-run', once, u.cookie);
    expect(ny.json()).toEqual({
      nextRunAt: '2030-07-01T13:00:00.000Z',
      timezone: 'America/New_York',
      text: 'Mon, 1 Jul 2030, 09:00 (America/New_York)',
    });

    // Nothing is saved, and the preview does not require the rest of the form.
    expect((await get('/api/automations', u.cookie)).json()).toEqual([]);
    const partial = await send(
      'POST',
      '/api/automations/next-run',
      { scheduleType: 'weekly', weeklyDay: 'friday', dailyTime: '18:30' },
      u.cookie,
    );
    expect(partial.statusCode).toBe(200);
    expect(partial.json().text).toMatch(/^Fri, \d+ \w{3} \d{4}, 18:30 \(America\/New_York\)$/);
  });

  it('explains when there is no next run; an unknown profile timezone computes in UTC', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    await db().updateTable('users').set({ timezone: 'Somewhere/Else' }).where('id', '=', u.user.id).execute();
    const preview = (payload: object) => send('POST', '/api/automations/next-run', payload, u.cookie);
    expect((await preview({ triggerType: 'keyword' })).json()).toEqual({
      nextRunAt: null,
      timezone: 'UTC',
      text: 'Not scheduled: it runs when matching mail arrives',
    });
    expect((await preview({ triggerType: 'immediate' })).json().text).toBe(
      'Not scheduled: it runs when you execute it',
    );
    expect(
      (await preview({ scheduleType: 'specific_time', specificDate: '2020-01-01', specificTime: '09:00' })).json(),
    ).toMatchObject({ nextRunAt: null, text: 'Not scheduled: that time has passed' });
    expect((await preview({ scheduleType: 'daily' })).json().text).toBe('Not scheduled: the schedule is incomplete');
    const daily = (await preview({ scheduleType: 'daily', dailyTime: '06:00' })).json();
    // Another user's mailbox in the form is as unknown here as when saving.
    const owner = await registerOnPlan(t.app, 'pro');
    const account = await addAppPasswordAccount(targetOf(t.app), owner.user.id, 'icloud', owner.email, 'app-pw');
    const theirs = await preview({ scheduleType: 'daily', dailyTime: '06:00', accountId: account.id });
    expect(theirs.statusCode).toBe(404);
    expect(daily.text).toMatch(/, 06:00 \(UTC\)$/);
    expect(new Date(daily.nextRunAt).getUTCHours()).toBe(6);
  });
});
