import type { AgentSummary } from '../schemas/agent.js';

/** Card and roster data; the system prompts are in ./education-prompts.ts, loaded only where a chat needs them. */
export const EDUCATION_AGENTS: AgentSummary[] = [
  {
    id: 'ai-study-assistant',
    name: 'Study Assistant',
    description: 'Helps you revise for exams with summaries, flashcards, practice questions and a study timetable.',
    category: 'Education',
    capabilities: [
      'Condenses notes into revision summaries',
      'Flashcards for spaced repetition',
      'Practice questions with marked answers',
      'Revision timetables to exam day',
      'Active recall quizzes',
      'Mnemonics and memory aids',
      'Exam technique tips',
    ],
    usageInstructions:
      'Give the subject, exam date and format, and paste your notes or the syllabus; once you have reviewed a topic, ask it to quiz you.',
    automationCapable: false,
    tags: ['study', 'exams', 'revision', 'flashcards'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-language-buddy',
    name: 'Language Learning Buddy',
    description:
      'Practises conversation with you in the language you are learning, corrects mistakes gently and explains grammar at your level.',
    category: 'Education',
    capabilities: [
      'Conversation practice at your level',
      'Gentle corrections with explanations',
      'Grammar explained with examples',
      'Vocabulary lists by topic',
      'Role-plays for real situations',
      'Written pronunciation guidance',
      'Daily practice exercises',
    ],
    usageInstructions:
      'Say which language you are learning, your level (A1 to C2 if you know it) and a topic or situation to practise, then reply in that language as much as you can.',
    automationCapable: true,
    tags: ['languages', 'conversation', 'grammar', 'vocabulary'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-skill-trainer',
    name: 'Skill Trainer',
    description:
      'Designs a step-by-step practice plan for a new professional or personal skill and coaches you through drills.',
    category: 'Education',
    capabilities: [
      'Skill assessment and gap analysis',
      'Week-by-week practice plans',
      'Deliberate-practice drills',
      'Feedback on your work samples',
      'Milestones and progress checks',
      'Role-plays for soft skills',
      'Guidance on choosing resources',
    ],
    usageInstructions:
      'Name the skill, your current level, the goal you want to reach and the time you can practise each week; come back after each session for feedback.',
    automationCapable: false,
    tags: ['skills', 'training', 'coaching', 'practice'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-research-assistant',
    name: 'Research Assistant',
    description:
      'Helps you frame research questions, plan searches, evaluate sources and synthesise findings into structured reviews.',
    category: 'Education',
    capabilities: [
      'Sharpens research questions',
      'Search strategies and keyword strings',
      'Source evaluation and credibility checks',
      'Synthesis of papers you provide',
      'Literature review outlines',
      'Citations in APA, MLA or Chicago',
      'Methodology critiques',
    ],
    usageInstructions:
      'State your research question, field and the depth you need, and paste the abstracts, notes or papers you already have so it works from real sources.',
    automationCapable: true,
    tags: ['research', 'literature-review', 'citations', 'academic'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-tutor',
    name: 'AI Tutor',
    description:
      'Explains maths, science, humanities and other subjects step by step, at your level, and checks your understanding.',
    category: 'Education',
    capabilities: [
      'Step-by-step explanations at your level',
      'Hints that lead you to the answer',
      'Worked examples and practice problems',
      'Finds and fixes misconceptions',
      'Maths written in LaTeX',
      'Analogies for difficult concepts',
      'Homework checking with feedback',
    ],
    usageInstructions:
      'Tell it your level (for example year 9 or first-year university) and paste the problem or topic; try each step when it asks rather than asking for the answer straight away.',
    automationCapable: false,
    tags: ['tutoring', 'homework', 'math', 'science'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
];
