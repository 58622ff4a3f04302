import { z } from 'zod';
import { text } from './text.js';
import {
  TASK_ASSIGNEE_MAX,
  TASK_CATEGORIES,
  TASK_DEFAULTS,
  TASK_DESCRIPTION_MAX,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX,
} from '../task-constants.js';
import { groupThousands } from '../group-thousands.js';

export * from '../task-constants.js';

/**
 * The email assistant's tasks (/api/tasks): each user's own list. The status moves pending ->
 * in_progress -> completed and a completed task can be reopened; completedAt is the server's
 * record of when it became completed, so a client cannot set it.
 */

export const TaskStatusSchema = z.enum(TASK_STATUSES);
export const TaskPrioritySchema = z.enum(TASK_PRIORITIES);
export const TaskCategorySchema = z.enum(TASK_CATEGORIES);

export const TaskIdParamsSchema = z.object({ id: text().min(1).max(100) });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: 2026-02-30 matches the pattern but is not one. */
const isCalendarDate = (value: string) =>
  DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const requiredTaskText = (max: number, tooLong: string) =>
  text({ error: TASK_MESSAGES.titleAndDescriptionRequired })
    .trim()
    .min(1, TASK_MESSAGES.titleAndDescriptionRequired)
    .max(max, tooLong);

const taskFields = {
  title: requiredTaskText(TASK_TITLE_MAX, `The title is too long (at most ${TASK_TITLE_MAX} characters)`),
  description: requiredTaskText(
    TASK_DESCRIPTION_MAX,
    `The description is too long (at most ${groupThousands(TASK_DESCRIPTION_MAX)} characters)`,
  ),
  priority: TaskPrioritySchema,
  category: TaskCategorySchema,
  /** A calendar day, YYYY-MM-DD; empty or null for none. */
  dueDate: text()
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), 'The due date must be a date (YYYY-MM-DD)')
    .nullable(),
  /** Empty or null for nobody. */
  assignee: text()
    .trim()
    .max(TASK_ASSIGNEE_MAX, `The assignee is too long (at most ${TASK_ASSIGNEE_MAX} characters)`)
    .nullable(),
  status: TaskStatusSchema,
  /** Accepted so the specified client may send it, and ignored: the server sets completedAt itself. */
  completedAt: text().max(100).nullable(),
};

/** POST /api/tasks. */
export const TaskCreateRequestSchema = z.object({
  title: taskFields.title,
  description: taskFields.description,
  priority: taskFields.priority.default(TASK_DEFAULTS.priority),
  category: taskFields.category.default(TASK_DEFAULTS.category),
  dueDate: taskFields.dueDate.optional(),
  assignee: taskFields.assignee.optional(),
  status: taskFields.status.default(TASK_DEFAULTS.status),
  completedAt: taskFields.completedAt.optional(),
});
export type TaskCreateRequest = z.input<typeof TaskCreateRequestSchema>;

/** PATCH /api/tasks/:id: the full task from the form, or only the status. Absent fields stay as they are. */
export const TaskUpdateRequestSchema = z.object({
  title: taskFields.title.optional(),
  description: taskFields.description.optional(),
  priority: taskFields.priority.optional(),
  category: taskFields.category.optional(),
  dueDate: taskFields.dueDate.optional(),
  assignee: taskFields.assignee.optional(),
  status: taskFields.status.optional(),
  completedAt: taskFields.completedAt.optional(),
});
export type TaskUpdateRequest = z.input<typeof TaskUpdateRequestSchema>;

export const TaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: TaskPrioritySchema,
  category: TaskCategorySchema,
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  assignee: z.string().nullable(),
  status: TaskStatusSchema,
  /** ISO 8601; set when the status became completed, null in any other status. */
  completedAt: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;
export const TaskListSchema = z.array(TaskSchema);
