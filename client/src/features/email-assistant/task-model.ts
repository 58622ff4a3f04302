import { TASK_DEFAULTS, type TaskCategory, type TaskPriority, type TaskStatus } from '@common/task-constants';
import type { Task } from '@common/schemas/tasks';
import { formatDate } from '@/lib/preferences/date-format';

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

export const STATUS_BADGES: Record<TaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Complete',
};

/** The one step forward from each status: pending -> in progress -> completed, and a completed task reopens. */
export const NEXT_STATUS: Record<TaskStatus, { status: TaskStatus; label: string }> = {
  pending: { status: 'in_progress', label: 'Start' },
  in_progress: { status: 'completed', label: 'Complete' },
  completed: { status: 'pending', label: 'Reopen' },
};

/** The status toast's wording: "Task status changed to in progress". */
export const statusChangedMessage = (status: TaskStatus) => `Task status changed to ${status.replace('_', ' ')}`;

export type TaskFilter = 'all' | TaskStatus;

export const filterTasks = (tasks: readonly Task[], filter: TaskFilter) =>
  filter === 'all' ? tasks : tasks.filter((t) => t.status === filter);

/** A due date is a calendar day: shown as that day wherever the browser is. */
export function dueDateLabel(dueDate: string): string {
  return formatDate(dueDate);
}
