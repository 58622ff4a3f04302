import { z } from 'zod';
import {
  SENTIMENT_LABELS,
  type ActionItem,
  type Contact,
  type ExtractedDate,
  type InfoType,
  type Sentiment,
} from '../../common/schemas/email-ai.js';

/**
 * What the email AI routes accept back from the model. A user can use an email with no sentiment
 * score, one suggestion where two to four were asked, or one template where two were: so each reader
 * keeps every part that is usable, repairs small deviations (other key names or letter case, a
 * number as a string or a percent, a lone item where a list was due, nulls) and drops the parts that
 * are not. It fails, and the caller retries once, only when nothing usable is left.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const squash = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The first of the names present, whatever its case and separators (dueDate, due_date, Due Date). */
function field(o: Obj, ...names: string[]): unknown {
  const wanted = names.map(squash);
  for (const name of wanted) {
    for (const [key, value] of Object.entries(o)) {
      if (squash(key) === name && value !== null && value !== undefined) return value;
    }
  }
  return undefined;
}

/**
 * Trimmed non-empty text; numbers are written out (a phone number, a year). NUL characters go:
 * PostgreSQL cannot store them, and a draft is saved from this text.
 */
function text(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  return v.replaceAll('\u0000', '').trim() || undefined;
}

/** A list of texts: a lone text becomes a list, objects give their first text, the rest is dropped. */
function texts(v: unknown): string[] {
  const items = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return items
    .map((item) => (isObj(item) ? Object.values(item).map(text).find(Boolean) : text(item)))
    .filter((s): s is string => Boolean(s));
}

/** A 0..1 score: also "0.8", or a percent written as one ("80%"); anything else is no score. */
function unit(v: unknown): number | undefined {
  if (isObj(v)) return unit(field(v, 'score', 'value'));
  let n: number | undefined;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(v);
    if (match) n = Number(match[1]) / (match[2] ? 100 : 1);
  }
  // A bare 3 or 7 may be on any scale: no guess.
  return n !== undefined && Number.isFinite(n) && n >= 0 && n <= 1 ? n : undefined;
}

/** Turns a repair function into the schema completeJson validates with; null means "nothing usable". */
function reader<T>(read: (raw: unknown) => T | null, nothingUsable: string) {
  return z.unknown().transform((raw, ctx): T => {
    const value = read(raw);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: nothingUsable });
      return z.NEVER;
    }
    return value;
  });
}

/** The object holding the wanted keys: the answer itself, or the one object it was wrapped in. */
function unwrap(raw: unknown, ...keys: string[]): Obj | null {
  if (!isObj(raw)) return null;
  if (field(raw, ...keys) !== undefined) return raw;
  const inner = Object.values(raw).filter(isObj);
  return inner.length === 1 && field(inner[0]!, ...keys) !== undefined ? inner[0]! : raw;
}

// --- compose -----------------------------------------------------------------------------------

export interface ComposeAnswer {
  /** Empty when the model gave none: the request's subject guidance fills in. */
  subject: string;
  body: string;
  sentiment?: number;
  suggestions: string[];
}

export const ComposeAnswerSchema = reader<ComposeAnswer>((raw) => {
  const o = unwrap(raw, 'body', 'content');
  const body = o && text(field(o, 'body', 'content', 'text', 'message'));
  if (!o || !body) return null;
  // Models that saw the route's response shape put the score under metadata.
  const metadata = field(o, 'metadata');
  const sentiment = unit(
    field(o, 'sentiment', 'sentimentScore') ?? (isObj(metadata) ? field(metadata, 'sentiment') : undefined),
  );
  return {
    subject: text(field(o, 'subject', 'subjectLine', 'title')) ?? '',
    body,
    ...(sentiment === undefined ? {} : { sentiment }),
    suggestions: texts(field(o, 'suggestions', 'suggestion', 'tips', 'improvements')).slice(0, 4),
  };
}, 'it had no email body');

// --- extract -------------------------------------------------------------------------------------

function actionItem(v: unknown): ActionItem | null {
  if (!isObj(v)) return text(v) ? { task: text(v)! } : null;
  const task = text(field(v, 'task', 'action', 'actionItem', 'item', 'description', 'title'));
  if (!task) return null;
  const owner = text(field(v, 'owner', 'assignee', 'who', 'responsible'));
  const due = text(field(v, 'due', 'dueDate', 'deadline', 'when', 'date'));
  return { task, ...(owner ? { owner } : {}), ...(due ? { due } : {}) };
}

function extractedDate(v: unknown): ExtractedDate | null {
  if (!isObj(v)) return text(v) ? { date: text(v)!, description: '' } : null;
  const date = text(field(v, 'date', 'dateTime', 'datetime', 'when', 'time'));
  if (!date) return null;
  return { date, description: text(field(v, 'description', 'event', 'what', 'details', 'title')) ?? '' };
}

function contact(v: unknown): Contact | null {
  if (!isObj(v)) return text(v) ? { name: text(v)! } : null;
  const entries = {
    name: text(field(v, 'name', 'fullName')),
    email: text(field(v, 'email', 'emailAddress', 'mail')),
    phone: text(field(v, 'phone', 'phoneNumber', 'telephone', 'tel', 'mobile')),
    role: text(field(v, 'role', 'title', 'position', 'jobTitle')),
  };
  const found = Object.fromEntries(Object.entries(entries).filter(([, s]) => s));
  return Object.keys(found).length ? found : null;
}

const keyPoint = (v: unknown): string | null => (isObj(v) ? texts(v)[0] : text(v)) ?? null;

const LABEL_SCORES: Record<Sentiment['label'], number> = { positive: 0.75, neutral: 0.5, negative: 0.25, mixed: 0.5 };
const labelOf = (v: unknown) => SENTIMENT_LABELS.find((l) => l === text(v)?.toLowerCase());
const labelFromScore = (score: number): Sentiment['label'] =>
  score >= 0.6 ? 'positive' : score <= 0.4 ? 'negative' : 'neutral';

/** A label or a score is enough: the other is read from it. */
function sentiment(v: unknown): Sentiment | null {
  if (!isObj(v)) {
    const label = labelOf(v);
    return label ? { label, score: LABEL_SCORES[label], rationale: '' } : null;
  }
  const label = labelOf(field(v, 'label', 'sentiment', 'overall', 'classification'));
  const score = unit(field(v, 'score', 'sentimentScore', 'value'));
  if (!label && score === undefined) return null;
  return {
    label: label ?? labelFromScore(score!),
    score: score ?? LABEL_SCORES[label!],
    rationale: text(field(v, 'rationale', 'reason', 'reasoning', 'explanation', 'justification')) ?? '',
  };
}

const ITEM_READERS: Record<Exclude<InfoType, 'sentiment'>, (v: unknown) => unknown> = {
  action_items: actionItem,
  dates: extractedDate,
  contacts: contact,
  key_points: keyPoint,
};

/** Where the model put the data: under "data", under the information type's name, or bare. */
function extractedData(raw: unknown, infoType: InfoType): unknown {
  if (!isObj(raw)) return raw;
  const data = field(raw, 'data', infoType, 'items', 'results', 'result');
  // {"sentiment": "negative", "score": 0.2} is the sentiment itself, not a wrapper.
  if (infoType === 'sentiment' && !isObj(data)) return raw;
  return data;
}

function readExtract(infoType: InfoType) {
  return reader<{ data: unknown }>(
    (raw) => {
      const data = extractedData(raw, infoType);
      if (infoType === 'sentiment') {
        const read = sentiment(data);
        return read ? { data: read } : null;
      }
      if (data === undefined) return null;
      const list = Array.isArray(data) ? data : [data];
      const items = list.map(ITEM_READERS[infoType]).filter((item) => item !== null);
      // An empty list is a real answer ("nothing to extract"); a list of unusable items is not.
      return list.length > 0 && items.length === 0 ? null : { data: items };
    },
    `it had no usable ${infoType.replace('_', ' ')}`,
  );
}

export const EXTRACT_ANSWER_SCHEMAS = {
  action_items: readExtract('action_items'),
  dates: readExtract('dates'),
  contacts: readExtract('contacts'),
  key_points: readExtract('key_points'),
  sentiment: readExtract('sentiment'),
} as const;

// --- analyze -----------------------------------------------------------------------------------

export interface AnalyzeAnswer {
  summary: string;
  tone?: string;
  sentiment?: number;
  clarity?: number;
  suggestions: string[];
  risks: string[];
}

export const AnalyzeAnswerSchema = reader<AnalyzeAnswer>((raw) => {
  const o = unwrap(raw, 'summary', 'suggestions');
  if (!o) return null;
  const summary = text(field(o, 'summary', 'overview'));
  const tone = texts(field(o, 'tone')).join(', ') || undefined;
  const suggestions = texts(field(o, 'suggestions', 'suggestion', 'improvements'));
  const risks = texts(field(o, 'risks', 'risk', 'warnings'));
  if (!summary && suggestions.length === 0 && risks.length === 0) return null;
  const sentiment = unit(field(o, 'sentiment', 'sentimentScore'));
  const clarity = unit(field(o, 'clarity', 'clarityScore'));
  return {
    summary: summary ?? '',
    ...(tone ? { tone } : {}),
    ...(sentiment === undefined ? {} : { sentiment }),
    ...(clarity === undefined ? {} : { clarity }),
    suggestions,
    risks,
  };
}, 'it had no summary, suggestions or risks');

// --- template suggestions ----------------------------------------------------------------------

export interface TemplateAnswer {
  /** Absent when the model gave none: the caller names it. */
  name?: string;
  subject: string;
  body: string;
}

function template(v: unknown): TemplateAnswer | null {
  if (!isObj(v)) return null;
  const body = text(field(v, 'body', 'content', 'text', 'template'));
  if (!body) return null;
  const name = text(field(v, 'name', 'title', 'label'));
  return { ...(name ? { name } : {}), subject: text(field(v, 'subject', 'subjectLine')) ?? '', body };
}

export const TemplatesAnswerSchema = reader<{ templates: TemplateAnswer[] }>((raw) => {
  let list: unknown = raw;
  if (isObj(raw)) list = field(raw, 'templates', 'template', 'suggestions', 'items') ?? raw;
  const items = (Array.isArray(list) ? list : [list]).map(template).filter((t) => t !== null);
  return items.length ? { templates: items } : null;
}, 'it had no template with a body');
