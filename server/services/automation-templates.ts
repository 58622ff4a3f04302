import { TEMPLATE_PLACEHOLDER, TEMPLATE_VARIABLES, type TemplateVariable } from '../../common/schemas/automations.js';

/**
 * Fills an automation's `{{variable}}` placeholders. The names are a closed list
 * (TEMPLATE_VARIABLES): the form refuses unknown ones, and a template saved before a name was
 * retired fails its run with a message that says which, instead of sending the braces.
 */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

export function renderTemplate(template: string, values: TemplateValues): string {
  const known = new Set<string>(TEMPLATE_VARIABLES);
  return template.replace(TEMPLATE_PLACEHOLDER, (_all, name: string) => {
    if (!known.has(name)) throw new TemplateError(`The template uses {{${name}}}, which is not a known variable.`);
    return values[name as TemplateVariable] ?? '';
  });
}
