import { z } from 'zod';
import { CUSTOM_AGENT_TEMPERATURE_MAX } from '@common/custom-agent-constants';
import { CustomAgentFieldsSchema, type CustomAgent, type CustomAgentFields } from '@common/schemas/custom-agents';

/**
 * The form edits model and temperature as text (an empty box means "the chat's default"); the
 * other fields are checked by the server's own schema, so the form and the API say the same.
 * The temperature's message is shown translated (custom-agents.editor.temperatureRange).
 */
export const TEMPERATURE_MESSAGE = `The temperature must be between 0 and ${CUSTOM_AGENT_TEMPERATURE_MAX}`;

export const AgentFormSchema = CustomAgentFieldsSchema.extend({
  model: CustomAgentFieldsSchema.shape.model.unwrap(),
  temperature: z
    .string()
    .trim()
    .refine((value) => {
      if (value === '') return true;
      const number = Number(value);
      return Number.isFinite(number) && number >= 0 && number <= CUSTOM_AGENT_TEMPERATURE_MAX;
    }, TEMPERATURE_MESSAGE),
});
export type AgentFormValues = z.input<typeof AgentFormSchema>;

export const EMPTY_AGENT: AgentFormValues = {
  name: '',
  description: '',
  category: 'Productivity',
  systemPrompt: '',
  model: '',
  temperature: '',
};

export const formValuesOf = (agent: CustomAgent): AgentFormValues => ({
  name: agent.name,
  description: agent.description,
  category: agent.category,
  systemPrompt: agent.systemPrompt,
  model: agent.model ?? '',
  temperature: agent.temperature === null ? '' : String(agent.temperature),
});

export const fieldsOf = (values: z.output<typeof AgentFormSchema>): CustomAgentFields => ({
  ...values,
  model: values.model || null,
  temperature: values.temperature === '' ? null : Number(values.temperature),
});

/** A kept draft of a new agent, field by field over the empty form; null when it is not one. */
export function reviveAgentDraft(stored: unknown): AgentFormValues | null {
  if (!stored || typeof stored !== 'object') return null;
  const draft = { ...EMPTY_AGENT };
  for (const name of Object.keys(EMPTY_AGENT) as (keyof AgentFormValues)[]) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'string') (draft as Record<string, string>)[name] = value;
  }
  return draft;
}
