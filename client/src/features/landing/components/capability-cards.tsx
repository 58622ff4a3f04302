import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { STARTER_AGENT_IDS } from '@common/entitlements';
import { Bot, ShieldCheck, Zap } from 'lucide-react';

const CAPABILITIES = [
  {
    icon: Zap,
    title: 'Rapid Deployment',
    text: 'Pick an agent and start working: setup takes about 2 minutes, with no code to write and nothing to host.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure Operations',
    text: 'Your key stays in your browser; we store it, encrypted, only if you choose it for agent automations. Agent chats go straight from your browser to your AI provider.',
  },
  {
    icon: Bot,
    title: 'Specialized Agents',
    text: `${LIBRARY_AGENT_COUNT} specialist agents across five categories, each with its own expert instructions. ${STARTER_AGENT_IDS.length} starter agents are free.`,
  },
];

export function CapabilityCards() {
  return (
    <section aria-labelledby="capabilities-title" className="py-12">
      <h2 id="capabilities-title" className="text-center font-mono text-2xl font-bold tracking-wider">
        CAPABILITIES
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {CAPABILITIES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-6">
            <span className="flex size-11 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 font-mono text-lg font-bold tracking-wide">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
