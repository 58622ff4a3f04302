import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Pencil, Trash2, User } from 'lucide-react';
import { useRef, useState } from 'react';
import { TASK_STATUSES, type TaskStatus } from '@common/task-constants';
import type { Task } from '@common/schemas/tasks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { createTask, deleteTask, fetchTasks, setTaskStatus, TASKS_QUERY_KEY, updateTask } from '../../api/tasks-api';
import {
  dueDateLabel,
  EMPTY_TASK_FORM,
  filterTasks,
  formOf,
  NEXT_STATUS,
  STATUS_BADGES,
  statusChangedMessage,
  type TaskFilter,
  type TaskForm as TaskFormValues,
} from '../../task-model';
import { ListState } from '../list-state';
import { TimeInText, WHEN_SLOT } from '../time-in-text';
import { TaskForm } from './task-form';
import { translate, useT, type MailKey } from '../../automation-i18n';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../../labels';

const FILTERS: { value: TaskFilter; label: MailKey }[] = [
  { value: 'all', label: 'email-assistant.tasks.all' },
  ...TASK_STATUSES.map((s) => ({ value: s, label: STATUS_BADGES[s] })),
];

const statusVariant = (status: TaskStatus) =>
  status === 'completed' ? 'success' : status === 'in_progress' ? 'default' : 'outline';

/** The user's tasks, managed beside the automations: the form, the status filter and the list. */
export function TasksSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const tasks = useQuery({ queryKey: TASKS_QUERY_KEY, queryFn: () => fetchTasks() });
  const [form, setForm] = useState<TaskFormValues>(EMPTY_TASK_FORM);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [filter, setFilter] = useState<TaskFilter>('all');
  const titleRef = useRef<HTMLInputElement>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
  const reset = () => {
    setForm(EMPTY_TASK_FORM);
    setEditingId(null);
  };

  const save = useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TaskFormValues }) => {
      const body = {
        title: values.title.trim(),
        description: values.description.trim(),
        priority: values.priority,
        category: values.category,
        dueDate: values.dueDate || null,
        assignee: values.assignee.trim() || null,
      };
      return id ? updateTask(id, body) : createTask(body);
    },
    onSuccess: (_task, { id }) => {
      toast({ title: id ? translate('email-assistant.tasks.updated') : translate('email-assistant.tasks.created') });
      reset();
      void refresh();
    },
    onError: (err, { id }) =>
      toast({
        variant: 'destructive',
        title: id ? translate('email-assistant.common.updateFailed') : translate('email-assistant.common.createFailed'),
        description: errorMessage(
          err,
          id
            ? translate('email-assistant.tasks.updateFailedText')
            : translate('email-assistant.tasks.createFailedText'),
        ),
      }),
  });

  const changeStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) => setTaskStatus(id, status),
    onSuccess: (task) => {
      toast({ title: translate('email-assistant.tasks.updated'), description: statusChangedMessage(task.status) });
      void refresh();
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.updateFailed'),
        description: errorMessage(err, translate('email-assistant.tasks.updateFailedText')),
      }),
  });

  const remove = useMutation({
    mutationFn: deleteTask,
    onSuccess: (_none, id) => {
      toast({ title: translate('email-assistant.tasks.deleted') });
      if (editingId === id) reset();
      void refresh();
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.deleteFailed'),
        description: errorMessage(err, translate('email-assistant.tasks.deleteFailedText')),
      }),
  });

  const submit = () => {
    if (!form.title.trim() || !form.description.trim()) {
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.missingInformation'),
        description: translate('email-assistant.tasks.required'),
      });
      return;
    }
    save.mutate({ id: editingId, values: form });
  };

  const edit = (task: Task) => {
    setEditingId(task.id);
    setForm(formOf(task));
    titleRef.current?.focus();
  };

  const shown = filterTasks(tasks.data ?? [], filter);
  return (
    <section aria-labelledby="tasks-title" className="grid gap-4">
      <h4 id="tasks-title" className="font-mono text-sm font-bold tracking-wider">
        {t('email-assistant.tasks.heading')}
      </h4>
      <TaskForm
        ref={titleRef}
        value={form}
        onChange={setForm}
        editing={editingId !== null}
        pending={save.isPending}
        onSubmit={submit}
        onCancel={reset}
      />
      <div role="group" aria-label={t('email-assistant.tasks.filter')} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? 'secondary' : 'ghost'}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {t(f.label)}
          </Button>
        ))}
      </div>
      <ListState
        query={tasks}
        empty={t('email-assistant.tasks.empty')}
        loading={t('email-assistant.tasks.loading')}
        failed={t('email-assistant.tasks.loadFailed')}
      >
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('email-assistant.tasks.noneWithStatus')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('email-assistant.tasks.list')}>
            {shown.map((task) => {
              const next = NEXT_STATUS[task.status];
              const busy =
                (changeStatus.isPending && changeStatus.variables.id === task.id) ||
                (remove.isPending && remove.variables === task.id);
              return (
                <li key={task.id} className="grid gap-2 rounded-md border p-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="min-w-0 text-sm font-semibold break-words">{task.title}</p>
                    <div className="flex flex-wrap items-center gap-1.5">
                      <Badge variant={statusVariant(task.status)}>{t(STATUS_BADGES[task.status])}</Badge>
                      <Badge variant={task.priority === 'high' ? 'destructive' : 'outline'}>
                        {t(PRIORITY_LABELS[task.priority])}
                      </Badge>
                      <Badge variant="outline">{t(CATEGORY_LABELS[task.category])}</Badge>
                    </div>
                  </div>
                  <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{task.description}</p>
                  {(task.dueDate || task.assignee) && (
                    <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                      {task.dueDate && (
                        <span className="inline-flex items-center gap-1">
                          <CalendarDays aria-hidden className="size-3.5" />
                          <TimeInText
                            text={t('email-assistant.tasks.due', { when: WHEN_SLOT })}
                            dateTime={task.dueDate}
                            when={dueDateLabel(task.dueDate)}
                          />
                        </span>
                      )}
                      {task.assignee && (
                        <span className="inline-flex items-center gap-1 break-all">
                          <User aria-hidden className="size-3.5" />
                          {task.assignee}
                        </span>
                      )}
                    </div>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => changeStatus.mutate({ id: task.id, status: next.status })}
                    >
                      {t(next.label)}
                      <span className="sr-only">{t('email-assistant.tasks.sr', { title: task.title })}</span>
                    </Button>
                    <Button size="sm" variant="ghost" disabled={busy} onClick={() => edit(task)}>
                      <Pencil aria-hidden />
                      {t('email-assistant.common.edit')}
                      <span className="sr-only">{t('email-assistant.tasks.sr', { title: task.title })}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      disabled={busy}
                      onClick={() => remove.mutate(task.id)}
                    >
                      <Trash2 aria-hidden />
                      {t('email-assistant.common.delete')}
                      <span className="sr-only">{t('email-assistant.tasks.sr', { title: task.title })}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </section>
  );
}
