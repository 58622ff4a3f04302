import type { AgentSummary } from '../schemas/agent.js';

/** Card and roster data; the system prompts are in ./productivity-prompts.ts, loaded only where a chat needs them. */
export const PRODUCTIVITY_AGENTS: AgentSummary[] = [
  {
    id: 'ai-calendar-scheduler',
    name: 'Calendar Scheduler',
    description: 'Plans your week, finds meeting slots across time zones and protects time for focused work.',
    category: 'Productivity',
    capabilities: [
      'Weekly plans with time blocks',
      'Meeting slots across time zones',
      'Focus time and buffer protection',
      'Recurring meeting cadences',
      'Conflict spotting and rescheduling',
      'Invitation text and .ics snippets',
      'Calendar audits for overload',
    ],
    usageInstructions:
      'List your fixed commitments, working hours, time zone and what must fit in; for meetings, give the attendees, their time zones and the length needed.',
    automationCapable: true,
    tags: ['calendar', 'scheduling', 'time-management', 'meetings'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-meeting-summarizer',
    name: 'Meeting Summarizer',
    description:
      'Turns meeting recordings, transcripts and notes into concise summaries with decisions, action items, owners and deadlines.',
    category: 'Productivity',
    capabilities: [
      'Recordings transcribed with your API key, long ones in parts',
      'Summaries of recordings, transcripts and notes',
      'Decisions with their rationale',
      'Action items with owners and dates',
      'Open questions and risks',
      'Follow-up email drafts',
      'Executive or team versions',
    ],
    usageInstructions:
      'Press “Summarize a recording” and choose the audio or video file (transcribed from your browser with your own API key, a long one in parts), or paste the transcript or your raw notes; add the purpose and attendees if they are not in it, and say who will read the summary.',
    automationCapable: true,
    tags: ['meetings', 'summaries', 'action-items', 'notes'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-11-28T00:00:00.000Z',
  },
  {
    id: 'ai-task-planner',
    name: 'Task Planner',
    description:
      'Breaks goals and to-do lists into prioritised, estimated next actions and a realistic daily or weekly plan.',
    category: 'Productivity',
    capabilities: [
      'Breaks goals into next actions',
      'Prioritises with Eisenhower or MoSCoW',
      'Time estimates and workload checks',
      'Daily and weekly plans',
      'Dependencies and milestones',
      'Checklists and recurring routines',
      'Weekly review prompts',
    ],
    usageInstructions:
      'Describe the goal or paste your to-do list with deadlines and the hours you really have; it asks about priorities before it plans.',
    automationCapable: true,
    tags: ['tasks', 'planning', 'prioritization', 'productivity'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-translator',
    name: 'Translator',
    description:
      'Translates and localises text between languages while keeping meaning, tone, formatting and terminology intact.',
    category: 'Productivity',
    capabilities: [
      'Translation between major languages',
      'Localisation for regional variants',
      'Tone and register adaptation',
      'Glossaries for consistent terminology',
      'Notes on idioms and cultural nuance',
      'Keeps placeholders and formatting intact',
      'Reviews of existing translations',
    ],
    usageInstructions:
      'Paste the text, name the source and target languages (with the regional variant), and say who will read it and how formal it should be.',
    automationCapable: false,
    tags: ['translation', 'localization', 'languages', 'multilingual'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
];
