import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import { NoContent } from './no-content.js';
import {
  TaskCreateRequestSchema,
  TaskIdParamsSchema,
  TaskListSchema,
  TaskSchema,
  TaskUpdateRequestSchema,
} from '../schemas/tasks.js';

const tag = 'Tasks';

export const tasksApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tasks',
    scope: 'read',
    summary: "The signed-in user's tasks, newest first",
    tag,
    query: PageQuerySchema,
    responses: { 200: TaskListSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/tasks',
    scope: 'write',
    summary: 'Create a task',
    tag,
    body: TaskCreateRequestSchema,
    responses: { 201: TaskSchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/tasks/:id',
    scope: 'write',
    summary: 'Update a task: every field from the form, or only its status (completedAt follows the status)',
    tag,
    params: TaskIdParamsSchema,
    body: TaskUpdateRequestSchema,
    responses: { 200: TaskSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/tasks/:id',
    scope: 'write',
    summary: 'Delete a task',
    tag,
    params: TaskIdParamsSchema,
    responses: { 204: NoContent },
  }),
};
