import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../lib/logger.js';
import type { Db } from '../db/database.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { claimDue, claimJob, completeJob, failJob, renewLease, retryJob, type JobRow } from './job-store.js';
import {
  DEFAULT_BACKOFF_MS,
  DEFAULT_LEASE_MS,
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type JobRunnerOptions,
} from './job-types.js';

/**
 * One DB-backed job runner per server process (docs/decisions/014-outbox-and-job-runner.md).
 * It polls the jobs table, claims due jobs with a lease and runs their handlers with bounded
 * concurrency. A failing job is retried with exponential back-off, then marked failed. Several
 * instances may run against one database: the claim decides who runs a job. Finished jobs are
 * removed by the housekeeping job (server/jobs/housekeeping-job.ts).
 */
export class JobRunner {
  readonly owner: string;
  readonly now: () => number;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly active = new Set<Promise<void>>();
  private readonly closers: (() => Promise<void>)[] = [];
  private readonly o: Required<Omit<JobRunnerOptions, 'owner' | 'now'>>;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private ticking = false;
  private backlog = false;
  private again = false;
  private failedPolls = 0;
  private readonly refillAt: number;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    options: JobRunnerOptions = {},
  ) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.now = options.now ?? Date.now;
    this.o = {
      pollMs: options.pollMs ?? 1000,
      concurrency: options.concurrency ?? 10,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      heartbeatMs: options.heartbeatMs ?? Math.round((options.leaseMs ?? DEFAULT_LEASE_MS) / 3),
      maxAttempts: options.maxAttempts ?? 5,
      backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    };
    this.refillAt = Math.max(1, Math.floor(this.o.concurrency / 2));
  }

  register<P>(kind: string, handler: JobHandler<P>): void {
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /** Cleanup run after the last job finished at stop (e.g. closing pooled connections). */
  onStop(closer: () => Promise<void>): void {
    this.closers.push(closer);
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling, waits for the jobs in flight, then runs the onStop cleanups. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.active]);
    for (const close of this.closers.splice(0)) await close().catch(() => undefined);
  }

  /** Runs every job due now, and any they make due, until none is left: for tests and tools. */
  async runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const jobs = await this.claim(this.o.concurrency);
      if (jobs.length === 0) return total;
      total += jobs.length;
      await Promise.allSettled(jobs.map((job) => this.launch(job)));
    }
  }

  /** Runs one job now if it is due and unclaimed (an immediate send); false if it was not claimable. */
  async runNow(id: string): Promise<boolean> {
    const job = await claimJob(this.db.kysely, id, { owner: this.owner, now: this.now(), leaseMs: this.o.leaseMs });
    if (!job) return false;
    await this.launch(job);
    return true;
  }

  private wake(): void {
    if (!this.started || this.stopping) return;
    if (this.ticking) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    this.ticking = true;
    try {
      const free = this.o.concurrency - this.active.size;
      if (free > 0) {
        const jobs = await this.claim(free);
        // A full claim suggests more are due: each finished job then asks for the next.
        this.backlog = jobs.length === free;
        for (const job of jobs) void this.launch(job);
      }
      if (this.failedPolls > 0) this.log.info({ failedPolls: this.failedPolls }, 'job runner polls again');
      this.failedPolls = 0;
    } catch (err) {
      // The loop goes on whatever failed. A database that stays away is reported once, not on
      // every poll; any other error is reported each time.
      const repeat = isDatabaseUnavailable(err) && this.failedPolls > 0;
      this.failedPolls++;
      if (repeat) this.log.debug({ err }, 'job runner poll failed again');
      else this.log.error({ err }, 'job runner poll failed; polling goes on');
    } finally {
      this.ticking = false;
      if (!this.stopping) this.schedule(this.again ? 0 : this.o.pollMs);
      this.again = false;
    }
  }

  private claim(limit: number): Promise<JobRow[]> {
    const { kysely, dialect } = this.db;
    return claimDue(kysely, dialect, { owner: this.owner, now: this.now(), leaseMs: this.o.leaseMs, limit });
  }

  private launch(job: JobRow): Promise<void> {
    const beat = this.heartbeat(job);
    const running = this.execute(job, beat.signal).finally(() => {
      beat.stop();
      this.active.delete(running);
      // With a backlog, the next claim waits until half the slots are free (or none is running),
      // so that one claim fetches several jobs instead of one claim per finished job.
      if (this.backlog && this.o.concurrency - this.active.size >= this.refillAt) this.wake();
    });
    this.active.add(running);
    return running;
  }

  /**
   * Renews the lease of a running job every heartbeatMs, so a short lease runs out soon after its
   * instance died but never under a long send. If the lease was taken over, or could not be renewed
   * before it ran out (database away), the run's signal is aborted: its handler stops before its
   * next step, and its later writes are fenced off anyway.
   */
  private heartbeat(job: JobRow): { signal: AbortSignal; stop(): void } {
    const controller = new AbortController();
    let leaseUntil = Number(job.lease_until ?? 0);
    let busy = false;
    const renew = async () => {
      const now = this.now();
      try {
        if (await renewLease(this.db.kysely, job, now + this.o.leaseMs, now)) leaseUntil = now + this.o.leaseMs;
        else controller.abort(new Error('lease lost'));
      } catch (err) {
        this.log.warn({ err, jobId: job.id }, 'job lease renewal failed');
        if (this.now() >= leaseUntil) controller.abort(new Error('lease ran out'));
      }
    };
    const timer = setInterval(() => {
      if (busy || controller.signal.aborted) return;
      busy = true;
      void renew().finally(() => (busy = false));
    }, this.o.heartbeatMs);
    timer.unref();
    return { signal: controller.signal, stop: () => clearInterval(timer) };
  }

  private async execute(job: JobRow, signal: AbortSignal): Promise<void> {
    const db = this.db.kysely;
    const delay = this.o.backoffMs[Math.min(job.attempts, this.o.backoffMs.length) - 1] ?? 0;
    let completed = false;
    const ctx: JobContext = {
      job,
      finalAttempt: job.attempts >= this.o.maxAttempts,
      retryAt: this.now() + delay,
      now: this.now,
      log: this.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts }),
      signal,
      complete: async (trx) => {
        const done = await completeJob(trx, job, this.now());
        completed = true;
        return done;
      },
      completedTogether: () => {
        completed = true;
      },
    };
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) {
        // An older instance during a rolling deploy may not know a new kind: leave it for the others.
        await retryJob(db, job, this.now() + 60_000, `no handler for ${job.kind} here`, this.now(), true);
        return;
      }
      const payload = JSON.parse(job.payload) as never;
      if (job.attempts > this.o.maxAttempts) return await this.giveUp(handler, payload, 'attempts exhausted', ctx);
      try {
        await handler.run(payload, ctx);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (err instanceof PermanentJobError || ctx.finalAttempt)
          return await this.giveUp(handler, payload, message, ctx);
        ctx.log.warn({ reason: message, retryAt: ctx.retryAt }, 'job failed; will retry');
        await retryJob(db, job, ctx.retryAt, message, this.now());
        return;
      }
      // A handler that completed the job in its own (committed) transaction already finished it.
      if (!completed) await completeJob(db, job, this.now());
    } catch (err) {
      // The bookkeeping itself failed (database down): the lease runs out and the job is claimed again.
      ctx.log.error({ err }, 'job bookkeeping failed');
    }
  }

  private async giveUp(handler: JobHandler<never>, payload: never, error: string, ctx: JobContext): Promise<void> {
    ctx.log.warn({ reason: error }, 'job failed for good');
    await handler.onGiveUp?.(payload, error, ctx);
    await failJob(this.db.kysely, ctx.job, error, this.now());
  }
}
