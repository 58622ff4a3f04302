import type { tasksApi } from '@common/api/tasks';
import type { TaskCreateRequest, TaskStatus, TaskUpdateRequest } from '@common/schemas/tasks';
import { apiEndpoint, apiListEndpoint } from '@/lib/api-client';
import { SHOWN_BEFORE_PAGING } from '@/lib/list-sizes';

/** The task list managed beside the automations (/api/tasks). */
export const TASKS_QUERY_KEY = ['/api/tasks'] as const;

const listTasks = apiListEndpoint<typeof tasksApi.list>('GET', '/api/tasks', SHOWN_BEFORE_PAGING);
const postTask = apiEndpoint<typeof tasksApi.create>('POST', '/api/tasks');
const patchTask = apiEndpoint<typeof tasksApi.update>('PATCH', '/api/tasks/:id');
const removeTask = apiEndpoint<typeof tasksApi.remove>('DELETE', '/api/tasks/:id');

export const fetchTasks = () => listTasks();
export const createTask = (body: TaskCreateRequest) => postTask({ body });
export const updateTask = (id: string, body: TaskUpdateRequest) => patchTask({ params: { id }, body });
/** Only the status: the server sets completedAt from it. */
export const setTaskStatus = (id: string, status: TaskStatus) => patchTask({ params: { id }, body: { status } });
export const deleteTask = (id: string) => removeTask({ params: { id } });
