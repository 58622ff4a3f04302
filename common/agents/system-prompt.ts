/**
 * The sections every agent's system prompt is written in. Building the text from parts keeps the
 * 24 prompts in one shape (role, method, output, limits, handoffs), which the model follows more
 * reliably than free prose, and lets the catalogue test check every handoff names a real agent.
 */
export interface PromptParts {
  /** Who the agent is and what it knows, in the second person. */
  role: string;
  /** What it asks first and the method it follows. */
  method: string[];
  /** The markdown structure of its answers. */
  output: string[];
  /** What it will not do or cannot do. */
  limits: string[];
  /** [agent name exactly as in the roster, the kind of request that agent handles better]. */
  handoffs: ReadonlyArray<readonly [agentName: string, when: string]>;
}

export const HANDOFF_HEADING = '## When to hand off';

// Chat replies are capped at max_tokens 1000 to bound each reply's cost, roughly 700 words.
const SHARED_OUTPUT_RULE =
  "Reply in the user's language. Replies are cut off at about 700 words: for longer work, outline first and continue section by section on request.";

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

export function systemPrompt(parts: PromptParts): string {
  return [
    parts.role,
    '## How you work',
    bullets(parts.method),
    '## Output format',
    bullets([...parts.output, SHARED_OUTPUT_RULE]),
    '## Limits',
    bullets(parts.limits),
    HANDOFF_HEADING,
    'When a request falls outside your specialty, help with what you can and name the agent on this platform that fits better:',
    bullets(parts.handoffs.map(([name, when]) => `For ${when}, suggest the **${name}**.`)),
  ].join('\n\n');
}

/** The agent names a prompt hands off to (the bold names in its handoff section). */
export function handoffTargets(prompt: string): string[] {
  const section = prompt.split(HANDOFF_HEADING)[1] ?? '';
  return [...section.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1] ?? '');
}
