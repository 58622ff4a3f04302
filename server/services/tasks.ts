import { newestFirstOfUser } from '../db/compiled-page.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { positionOf, toPage, type Page } from '../db/keyset.js';
import {
  TASK_DEFAULTS,
  TASK_MESSAGES,
  type Task,
  type TaskCategory,
  type TaskPriority,
  type TaskStatus,
} from '../../common/schemas/tasks.js';
import type { Database, TaskTable } from '../db/schema.js';
import { notFound } from '../lib/domain-error.js';

export interface NewTask {
  title: string;
  description: string;
  priority?: TaskPriority;
  category?: TaskCategory;
  /** YYYY-MM-DD; empty or null for none. */
  dueDate?: string | null;
  assignee?: string | null;
  status?: TaskStatus;
}

export type TaskChanges = Partial<NewTask>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
/** The form sends an empty field for "none". */
const orNull = (value: string | null | undefined) => (value ? value : null);

function toTask(row: Selectable<TaskTable>): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    category: row.category,
    dueDate: row.due_date,
    assignee: row.assignee,
    status: row.status,
    completedAt: iso(row.completed_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

const taskNotFound = () => notFound(TASK_MESSAGES.notFound, 'task_not_found');

export async function createTask(db: Kysely<Database>, userId: string, input: NewTask, now = Date.now()) {
  const status = input.status ?? TASK_DEFAULTS.status;
  const row: Selectable<TaskTable> = {
    id: randomUUID(),
    user_id: userId,
    title: input.title,
    description: input.description,
    priority: input.priority ?? TASK_DEFAULTS.priority,
    category: input.category ?? TASK_DEFAULTS.category,
    due_date: orNull(input.dueDate),
    assignee: orNull(input.assignee),
    status,
    completed_at: status === 'completed' ? now : null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('tasks').values(row).execute();
  return toTask(row);
}

const tasksPage = newestFirstOfUser('tasks');

/** Newest first; the id breaks ties between tasks created in the same millisecond. */
export async function listTasks(db: Kysely<Database>, userId: string, page: PageQuery): Promise<Page<Task>> {
  const { rows } = await db.executeQuery(tasksPage(db, page, userId));
  const { rows: pageRows, next } = toPage(rows, page.limit, positionOf('created_at'));
  return { rows: pageRows.map(toTask), next };
}

/**
 * Applies the given fields; absent ones stay. completedAt follows the status: the moment the task
 * becomes completed (kept when it already was), null for any other status. One statement, so two
 * concurrent updates cannot leave a completed task without its time.
 */
export async function updateTask(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: TaskChanges,
  now = Date.now(),
): Promise<Task> {
  const set: Updateable<TaskTable> = { updated_at: now };
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.priority !== undefined) set.priority = changes.priority;
  if (changes.category !== undefined) set.category = changes.category;
  if (changes.dueDate !== undefined) set.due_date = orNull(changes.dueDate);
  if (changes.assignee !== undefined) set.assignee = orNull(changes.assignee);
  const status = changes.status;
  const row = await db
    .updateTable('tasks')
    .set((eb) => {
      if (status === undefined) return set;
      if (status !== 'completed') return { ...set, status, completed_at: null };
      return {
        ...set,
        status,
        completed_at: eb
          .case()
          .when(eb.and([eb('status', '=', 'completed'), eb('completed_at', 'is not', null)]))
          .then(eb.ref('completed_at'))
          .else(now)
          .end(),
      };
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw taskNotFound();
  return toTask(row);
}

/** Another user's task is as absent as a missing one: 404 either way. */
export async function deleteTask(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  const result = await db.deleteFrom('tasks').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw taskNotFound();
}
