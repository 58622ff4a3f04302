import { TASK_DEFAULTS, type TaskCategory, type TaskPriority, type TaskStatus } from '@common/task-constants';
import type { Task } from '@common/schemas/tasks';
import { formatDate } from '@/lib/preferences/date-format';
import { translate, type MailKey } from './automation-i18n';
import { TASK_STATUS_LABELS } from './labels';

/** The task form's fields as the inputs hold them: empty strings for no due date or assignee. */
export interface TaskForm {
  title: string;
  description: string;
  priority: TaskPriority;
  category: TaskCategory;
  dueDate: string;
  assignee: string;
}

export const EMPTY_TASK_FORM: TaskForm = {
  title: '',
  description: '',
  priority: TASK_DEFAULTS.priority,
  category: TASK_DEFAULTS.category,
  dueDate: '',
  assignee: '',
};

export const formOf = (task: Task): TaskForm => ({
  title: task.title,
  description: task.description,
  priority: task.priority,
  category: task.category,
  dueDate: task.dueDate ?? '',
  assignee: task.assignee ?? '',
});

/** Each status's badge, as a key of the catalogs. */
export const STATUS_BADGES: Record<TaskStatus, MailKey> = TASK_STATUS_LABELS;

/** The one step forward from each status: pending -> in progress -> completed, and a completed task reopens. */
export const NEXT_STATUS: Record<TaskStatus, { status: TaskStatus; label: MailKey }> = {
  pending: { status: 'in_progress', label: 'email-assistant.lifecycle.start' },
  in_progress: { status: 'completed', label: 'email-assistant.tasks.complete' },
  completed: { status: 'pending', label: 'email-assistant.tasks.reopen' },
};

/** The status toast's wording: "Task status changed to in progress". */
const STATUS_CHANGED: Record<TaskStatus, MailKey> = {
  pending: 'email-assistant.tasks.changedPending',
  in_progress: 'email-assistant.tasks.changedInProgress',
  completed: 'email-assistant.tasks.changedCompleted',
};
export const statusChangedMessage = (status: TaskStatus) => translate(STATUS_CHANGED[status]);

export type TaskFilter = 'all' | TaskStatus;

export const filterTasks = (tasks: readonly Task[], filter: TaskFilter) =>
  filter === 'all' ? tasks : tasks.filter((t) => t.status === filter);

/** A due date is a calendar day: shown as that day wherever the browser is. */
export function dueDateLabel(dueDate: string): string {
  return formatDate(dueDate);
}
