import { newestFirstOfUser } from '../db/compiled-page.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { positionOf, toPage, type Page } from '../db/keyset.js';
import { normalisePlaceholders, templateVariables } from '../../common/schemas/email-ai.js';
import { EMAIL_STORE_MESSAGES, type SavedTemplate } from '../../common/schemas/email-drafts.js';
import type { Database, EmailTemplateTable } from '../db/schema.js';
import { notFound } from '../lib/domain-error.js';

export interface NewTemplate {
  name: string;
  category: string;
  subject: string;
  body: string;
  variables?: string[];
}

/**
 * Placeholders are rewritten as {{snake_case}}, and the variables are those of subject and body
 * plus any the caller named, so the list always matches what a user will be asked to fill in.
 */
export function withVariables<T extends { subject: string; body: string; variables?: string[] }>(template: T) {
  const subject = normalisePlaceholders(template.subject);
  const body = normalisePlaceholders(template.body);
  const variables = [...new Set([...templateVariables(subject, body), ...(template.variables ?? [])])];
  return { ...template, subject, body, variables };
}

function parseVariables(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function toTemplate(row: Selectable<EmailTemplateTable>): SavedTemplate {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    subject: row.subject,
    body: row.body,
    variables: parseVariables(row.variables),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export async function createTemplate(db: Kysely<Database>, userId: string, input: NewTemplate, now = Date.now()) {
  const t = withVariables(input);
  const row: Selectable<EmailTemplateTable> = {
    id: randomUUID(),
    user_id: userId,
    name: t.name,
    category: t.category,
    subject: t.subject,
    body: t.body,
    variables: JSON.stringify(t.variables),
    created_at: now,
  };
  await db.insertInto('email_templates').values(row).execute();
  return toTemplate(row);
}

const templatesPage = newestFirstOfUser('email_templates');

/** Newest first. */
export async function listTemplates(
  db: Kysely<Database>,
  userId: string,
  page: PageQuery,
): Promise<Page<SavedTemplate>> {
  const { rows } = await db.executeQuery(templatesPage(db, page, userId));
  const { rows: pageRows, next } = toPage(rows, page.limit, positionOf('created_at'));
  return { rows: pageRows.map(toTemplate), next };
}

export async function deleteTemplate(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('email_templates')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw notFound(EMAIL_STORE_MESSAGES.templateNotFound, 'template_not_found');
  }
}
