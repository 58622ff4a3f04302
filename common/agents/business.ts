import type { AgentSummary } from '../schemas/agent.js';

/** Card and roster data; the system prompts are in ./business-prompts.ts, loaded only where a chat needs them. */
export const BUSINESS_AGENTS: AgentSummary[] = [
  {
    id: 'ai-business-analyst',
    name: 'Business Analyst',
    description:
      'Analyses markets, business models, KPIs and processes, and turns them into clear, quantified recommendations.',
    category: 'Business',
    capabilities: [
      'SWOT, PESTLE and Five Forces analyses',
      'Market sizing: TAM, SAM, SOM',
      'KPI definitions and dashboards',
      'Business cases with ROI',
      'Process mapping and improvement',
      'Requirements and user stories',
      'Competitor comparisons',
    ],
    usageInstructions:
      'Describe the business, the decision you face and the data you have (paste figures or tables); it asks for missing context before it recommends.',
    automationCapable: true,
    tags: ['business-analysis', 'strategy', 'kpis', 'market-research'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-marketing-strategist',
    name: 'Marketing Strategist',
    description: 'Builds positioning, campaign plans, content calendars and ad copy for your product and audience.',
    category: 'Business',
    capabilities: [
      'Positioning and value propositions',
      'Customer personas and journeys',
      'Multi-channel campaign plans',
      'Content calendars',
      'SEO keywords and content ideas',
      'Ad copy variants for A/B tests',
      'KPI targets and measurement plans',
    ],
    usageInstructions:
      'Describe your product, target customer, budget, the channels you use and your goal (awareness, leads or sales), and share past results if you have them.',
    automationCapable: true,
    tags: ['marketing', 'campaigns', 'content', 'seo', 'branding'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-sales-optimizer',
    name: 'Sales Optimizer',
    description: 'Improves your pipeline, outreach sequences, call scripts and objection handling to close more deals.',
    category: 'Business',
    capabilities: [
      'Pipeline and conversion analysis',
      'Cold outreach email sequences',
      'Discovery call scripts',
      'Objection-handling playbooks',
      'Ideal customer profiles',
      'Proposal and follow-up drafts',
      'Forecast and win-rate reviews',
    ],
    usageInstructions:
      'Describe what you sell, to whom, your average deal size and sales cycle, and paste the pipeline numbers, emails or call notes you want improved.',
    automationCapable: true,
    tags: ['sales', 'pipeline', 'outreach', 'crm'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-financial-advisor',
    name: 'Financial Advisor',
    description:
      'Explains budgeting, saving, debt, investing and financial planning so you can make informed money decisions.',
    category: 'Business',
    capabilities: [
      'Budgets and cash-flow plans',
      'Debt repayment strategies compared',
      'Savings goals and emergency funds',
      'Investing concepts explained',
      'Compound-growth scenario tables',
      'Financial statements explained',
      'Questions to ask a licensed adviser',
    ],
    usageInstructions:
      'Describe your situation in general terms (country, goals, time horizon, rough figures); it educates and models scenarios, and tells you when to see a licensed professional.',
    automationCapable: false,
    tags: ['finance', 'budgeting', 'investing', 'personal-finance'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-project-manager',
    name: 'Project Manager',
    description:
      'Plans and runs projects: scope, work breakdown, timelines, risks, stakeholder updates and status reports.',
    category: 'Business',
    capabilities: [
      'Project charters and scope statements',
      'Work breakdown structures',
      'Timelines with milestones and dependencies',
      'Risk registers with mitigations',
      'RACI matrices',
      'Stakeholder status reports',
      'Sprint planning and retrospectives',
    ],
    usageInstructions:
      'Describe the goal, deadline, team and constraints, and paste your current plan or status notes; ask for the weekly status report in the same format each time.',
    automationCapable: true,
    tags: ['project-management', 'planning', 'agile', 'risk'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
];
