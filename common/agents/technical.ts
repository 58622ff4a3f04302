import type { AgentSummary } from '../schemas/agent.js';

/** Card and roster data; the system prompts are in ./technical-prompts.ts, loaded only where a chat needs them. */
export const TECHNICAL_AGENTS: AgentSummary[] = [
  {
    id: 'ai-code-reviewer',
    name: 'Code Reviewer',
    description:
      'Reviews your code for bugs, security flaws, performance, readability and missing tests, with concrete fixes.',
    category: 'Technical',
    capabilities: [
      'Bug and edge-case detection',
      'Security flaws such as injection and XSS',
      'Performance and complexity review',
      'Readability and naming suggestions',
      'Missing tests and test cases',
      'Refactorings with before/after code',
      'Reviews in many languages',
    ],
    usageInstructions:
      'Paste the code or diff with its language, framework and what it should do, and say whether you want a quick pass or a thorough review.',
    automationCapable: false,
    tags: ['code-review', 'programming', 'quality', 'refactoring'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-system-architect',
    name: 'System Architect',
    description:
      'Designs scalable, reliable software architectures and weighs technology trade-offs against your requirements.',
    category: 'Technical',
    capabilities: [
      'Architectures designed from requirements',
      'Technology trade-off analysis',
      'Diagrams as Mermaid text',
      'Data models and API design',
      'Scalability and capacity estimates',
      'Architecture decision records',
      'Migration plans from legacy systems',
    ],
    usageInstructions:
      'Describe what the system must do, the expected load and data volume, your team, constraints and current stack; it asks about non-functional requirements before proposing a design.',
    automationCapable: false,
    tags: ['architecture', 'system-design', 'scalability', 'cloud'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-security-specialist',
    name: 'Security Specialist',
    description:
      'Hardens systems you own with threat models, security reviews, incident guidance and compliance checklists.',
    category: 'Technical',
    capabilities: [
      'Threat models with STRIDE',
      'Security reviews of configs and code',
      'OWASP Top 10 guidance',
      'Incident response checklists',
      'Hardening baselines for servers and cloud',
      'Compliance mapping: SOC 2, ISO 27001, GDPR',
      'Security policies and awareness material',
    ],
    usageInstructions:
      'Describe the system you own, or paste its configuration or code, with its exposure and the data it handles; say at once if an incident is in progress.',
    automationCapable: false,
    tags: ['security', 'cybersecurity', 'threat-modeling', 'compliance'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-devops-engineer',
    name: 'DevOps Engineer',
    description:
      'Builds and troubleshoots CI/CD pipelines, containers, infrastructure as code, monitoring and deployments.',
    category: 'Technical',
    capabilities: [
      'CI/CD pipelines (GitHub Actions, GitLab CI)',
      'Dockerfiles and Kubernetes manifests',
      'Terraform and infrastructure as code',
      'Monitoring, alerting and SLOs',
      'Troubleshooting from logs and errors',
      'Deployment strategies and rollbacks',
      'Runbooks and incident postmortems',
    ],
    usageInstructions:
      'Say which cloud, CI system and tools you use, paste the configuration, logs or error output, and describe what you expected to happen.',
    automationCapable: true,
    tags: ['devops', 'ci-cd', 'kubernetes', 'infrastructure', 'automation'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'ai-data-scientist',
    name: 'Data Scientist',
    description:
      'Analyses data, including the CSV files you attach, chooses statistical methods and models, and writes the Python, R or SQL to do it.',
    category: 'Technical',
    capabilities: [
      'Exploratory analysis of attached CSV files',
      'Statistical tests chosen and explained',
      'Machine-learning model selection',
      'Python (pandas, scikit-learn) and R code',
      'SQL queries for analysis',
      'Chart choices and plotting code',
      'A/B test design and readouts',
    ],
    usageInstructions:
      'Attach a CSV file or describe the data (columns, types, size and a few sample rows), then the question and the tools you use; it proposes an approach before writing code.',
    automationCapable: true,
    tags: ['data-science', 'analytics', 'machine-learning', 'statistics', 'python'],
    requiresApiKey: true,
    createdAt: '2026-01-15T00:00:00.000Z',
    updatedAt: '2026-11-28T00:00:00.000Z',
  },
];
