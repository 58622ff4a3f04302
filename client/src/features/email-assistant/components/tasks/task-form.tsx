import { Loader2, Plus, Save } from 'lucide-react';
import { forwardRef, type FormEvent } from 'react';
import {
  TASK_ASSIGNEE_MAX,
  TASK_CATEGORIES,
  TASK_DESCRIPTION_MAX,
  TASK_PRIORITIES,
  TASK_TITLE_MAX,
  type TaskCategory,
  type TaskPriority,
} from '@common/task-constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { TaskForm as TaskFormValues } from '../../task-model';
import { useT } from '../../automation-i18n';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../../labels';

interface TaskFormProps {
  value: TaskFormValues;
  onChange: (value: TaskFormValues) => void;
  editing: boolean;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Title, description, priority, category, due date and assignee; in edit mode UPDATE TASK and CANCEL. */
export const TaskForm = forwardRef<HTMLInputElement, TaskFormProps>(function TaskForm(
  { value, onChange, editing, pending, onSubmit, onCancel },
  titleRef,
) {
  const t = useT();
  const set = <K extends keyof TaskFormValues>(key: K, v: TaskFormValues[K]) => onChange({ ...value, [key]: v });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-md border p-4 @container">
      <FormField id="task-title" label={t('email-assistant.tasks.title')}>
        <Input
          ref={titleRef}
          id="task-title"
          maxLength={TASK_TITLE_MAX}
          value={value.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </FormField>
      <FormField id="task-description" label={t('email-assistant.form.description')}>
        <Textarea
          id="task-description"
          rows={3}
          maxLength={TASK_DESCRIPTION_MAX}
          value={value.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 @md:grid-cols-2">
        <FormField id="task-priority" label={t('email-assistant.tasks.priority')}>
          <NativeSelect
            id="task-priority"
            value={value.priority}
            onChange={(e) => set('priority', e.target.value as TaskPriority)}
          >
            {TASK_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(PRIORITY_LABELS[p])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="task-category" label={t('email-assistant.templates.category')}>
          <NativeSelect
            id="task-category"
            value={value.category}
            onChange={(e) => set('category', e.target.value as TaskCategory)}
          >
            {TASK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(CATEGORY_LABELS[c])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="task-due-date" label={t('email-assistant.tasks.dueDate')}>
          <Input
            id="task-due-date"
            type="date"
            value={value.dueDate}
            onChange={(e) => set('dueDate', e.target.value)}
          />
        </FormField>
        <FormField id="task-assignee" label={t('email-assistant.tasks.assignee')}>
          <Input
            id="task-assignee"
            maxLength={TASK_ASSIGNEE_MAX}
            value={value.assignee}
            onChange={(e) => set('assignee', e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : editing ? (
            <Save aria-hidden />
          ) : (
            <Plus aria-hidden />
          )}
          {editing ? t('email-assistant.tasks.update') : t('email-assistant.tasks.create')}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('email-assistant.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
});
