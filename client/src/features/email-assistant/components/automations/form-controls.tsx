import type { ComponentProps, ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { AutomationFormValues } from '../../automation-model';

/** Sets one value of the automation form. */
export type SetField = <K extends keyof AutomationFormValues>(key: K, value: AutomationFormValues[K]) => void;

/** The form's free-text values (a text box can set any string). */
type TextKey = {
  [K in keyof AutomationFormValues]: string extends AutomationFormValues[K] ? K : never;
}[keyof AutomationFormValues];
/** The form's values chosen from a fixed list. */
type ChoiceKey = Exclude<
  { [K in keyof AutomationFormValues]: AutomationFormValues[K] extends string ? K : never }[keyof AutomationFormValues],
  TextKey
>;

interface FieldProps<K extends keyof AutomationFormValues> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  field: K;
  value: AutomationFormValues;
  set: SetField;
}

/** The control's link to its FormField's hint, when there is one. */
const describedBy = (id: string, hint: ReactNode) => (hint ? `${id}-hint` : undefined);

/** A labelled text box bound to one value of the form. */
export function TextField({
  id,
  label,
  hint,
  field,
  value,
  set,
  ...input
}: FieldProps<TextKey> & Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'>) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <Input
        id={id}
        aria-describedby={describedBy(id, hint)}
        value={value[field]}
        onChange={(e) => set(field, e.target.value)}
        {...input}
      />
    </FormField>
  );
}

/** A labelled text area bound to one value of the form. */
export function TextareaField({
  id,
  label,
  hint,
  field,
  value,
  set,
  ...textarea
}: FieldProps<TextKey> & Omit<ComponentProps<typeof Textarea>, 'id' | 'value' | 'onChange'>) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <Textarea
        id={id}
        aria-describedby={describedBy(id, hint)}
        value={value[field]}
        onChange={(e) => set(field, e.target.value)}
        {...textarea}
      />
    </FormField>
  );
}

/** A labelled select of `options` bound to one value of the form; `labelOf` names each option. */
export function SelectField<K extends ChoiceKey>({
  id,
  label,
  hint,
  field,
  value,
  set,
  options,
  labelOf = String,
  className,
}: FieldProps<K> & {
  options: readonly AutomationFormValues[K][];
  labelOf?: (option: AutomationFormValues[K]) => string;
  className?: string;
}) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <NativeSelect
        id={id}
        className={className}
        aria-describedby={describedBy(id, hint)}
        value={value[field]}
        onChange={(e) => set(field, e.target.value as AutomationFormValues[K])}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
