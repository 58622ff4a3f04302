/**
 * The task list's value lists and texts, free of zod so the email assistant (on the dashboard's
 * first load) can use them without the schema library; schemas/tasks.ts builds its enums on them.
 */
export const TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_CATEGORIES = ['follow-up', 'research', 'meeting', 'review'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const TASK_DEFAULTS = { priority: 'medium', category: 'follow-up', status: 'pending' } as const satisfies {
  priority: TaskPriority;
  category: TaskCategory;
  status: TaskStatus;
};

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_ASSIGNEE_MAX = 200;

export const TASK_MESSAGES = {
  titleAndDescriptionRequired: 'Please provide task title and description',
  notFound: 'Task not found',
} as const;
