import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Task } from '@common/schemas/tasks';
import { apiError, mockApi, type ApiCall } from '../../../../../test/api-mock';
import { renderWithApp } from '../../../../../test/render';
import { TasksSection } from './tasks-section';

const task = (overrides: Partial<Task>): Task => ({
  id: 'task-1',
  title: 'Call Sam',
  description: 'About the invoice',
  priority: 'medium',
  category: 'follow-up',
  dueDate: null,
  assignee: null,
  status: 'pending',
  completedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** A server with a task list in memory: the component's calls change it as the real one would. */
function taskServer(initial: Task[]) {
  let tasks = [...initial];
  let n = 0;
  const byId = (call: ApiCall) => call.url.split('/').pop()!;
  const api = mockApi({
    'GET /api/tasks': () => ({ body: tasks }),
    'POST /api/tasks': (call) => {
      const created = task({ ...(call.body as Partial<Task>), id: `new-${++n}` });
      tasks = [created, ...tasks];
      return { status: 201, body: created };
    },
    'PATCH /api/tasks/task-1': (call) => {
      const changes = call.body as Partial<Task>;
      const status = changes.status ?? tasks.find((t) => t.id === byId(call))!.status;
      tasks = tasks.map((t) =>
        t.id === byId(call)
          ? { ...t, ...changes, completedAt: status === 'completed' ? '2026-11-25T12:00:00.000Z' : null }
          : t,
      );
      return { body: tasks.find((t) => t.id === byId(call)) };
    },
    'DELETE /api/tasks/task-1': () => {
      tasks = tasks.filter((t) => t.id !== 'task-1');
      return { status: 204 };
    },
  });
  return api;
}

const toastText = () => screen.getByRole('region', { name: /notifications/i }).textContent;

describe('TasksSection', () => {
  it('asks for title and description, then creates with the defaults', async () => {
    const user = userEvent.setup();
    const api = taskServer([]);
    renderWithApp(<TasksSection />);
    await screen.findByText('No tasks yet.');

    await user.click(screen.getByRole('button', { name: 'CREATE TASK' }));
    await waitFor(() => expect(toastText()).toContain('Please provide task title and description'));
    expect(api.callsTo('POST /api/tasks')).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'Book the room');
    await user.type(screen.getByLabelText('Description'), 'For the Friday review');
    await user.type(screen.getByLabelText('Assignee'), 'Kim');
    await user.click(screen.getByRole('button', { name: 'CREATE TASK' }));
    await waitFor(() => expect(toastText()).toContain('Task Created'));
    expect(api.callsTo('POST /api/tasks')[0]!.body).toEqual({
      title: 'Book the room',
      description: 'For the Friday review',
      priority: 'medium',
      category: 'follow-up',
      dueDate: null,
      assignee: 'Kim',
    });
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getByText('Book the room')).toBeTruthy();
    expect(within(list).getByText('Pending')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('moves a task pending -> in progress -> completed and reopens it, with its badge and toast', async () => {
    const user = userEvent.setup();
    const api = taskServer([task({})]);
    renderWithApp(<TasksSection />);
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getByText('Pending')).toBeTruthy();

    const steps: [string, string, string][] = [
      ['Start', 'In Progress', 'Task status changed to in progress'],
      ['Complete', 'Complete', 'Task status changed to completed'],
      ['Reopen', 'Pending', 'Task status changed to pending'],
    ];
    for (const [button, badge, message] of steps) {
      await user.click(within(list).getByRole('button', { name: `${button} task Call Sam` }));
      await waitFor(() => expect(toastText()).toContain(message));
      expect(toastText()).toContain('Task Updated');
      await within(list).findByText(badge, { selector: 'span' });
    }
    expect(api.callsTo('PATCH /api/tasks/task-1').map((c) => c.body)).toEqual([
      { status: 'in_progress' },
      { status: 'completed' },
      { status: 'pending' },
    ]);
  });

  it('edits with UPDATE TASK and CANCEL, filters by status and deletes', async () => {
    const user = userEvent.setup();
    const api = taskServer([task({}), task({ id: 'task-2', title: 'Read report', status: 'completed' })]);
    renderWithApp(<TasksSection />);
    const list = await screen.findByRole('list', { name: 'Tasks' });

    await user.click(within(list).getByRole('button', { name: 'Edit task Call Sam' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Call Sam');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'UPDATE TASK' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Edit task Call Sam' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Call Sam back');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.click(screen.getByRole('button', { name: 'UPDATE TASK' }));
    await waitFor(() => expect(toastText()).toContain('Task Updated'));
    expect(api.callsTo('PATCH /api/tasks/task-1')[0]!.body).toMatchObject({ title: 'Call Sam back', priority: 'high' });
    await within(list).findByText('Call Sam back');
    expect(screen.getByRole('button', { name: 'CREATE TASK' })).toBeTruthy();

    const filters = screen.getByRole('group', { name: 'Filter tasks by status' });
    await user.click(within(filters).getByRole('button', { name: 'Complete' }));
    expect(within(list).queryByText('Call Sam back')).toBeNull();
    expect(within(list).getByText('Read report')).toBeTruthy();
    await user.click(within(filters).getByRole('button', { name: 'Pending' }));
    expect(within(list).queryByText('Read report')).toBeNull();
    await user.click(within(filters).getByRole('button', { name: 'All' }));

    await user.click(within(list).getByRole('button', { name: 'Delete task Call Sam back' }));
    await waitFor(() => expect(toastText()).toContain('Task Deleted'));
    await waitFor(() => expect(within(list).queryByText('Call Sam back')).toBeNull());
  });

  it("shows the server's message when a call fails", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/tasks': { body: [] },
      'POST /api/tasks': apiError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.'),
    });
    renderWithApp(<TasksSection />);
    await screen.findByText('No tasks yet.');
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Description'), 'D');
    await user.click(screen.getByRole('button', { name: 'CREATE TASK' }));
    await waitFor(() => expect(toastText()).toContain('Creation Failed'));
    expect(toastText()).toContain('Too many requests. Please wait a minute and try again.');
  });
});
