import { Bot, Gauge, KeyRound, Lock, Scale, ShieldCheck } from 'lucide-react';

const PRINCIPLES = [
  {
    icon: KeyRound,
    title: 'Your Key, Your Control',
    text: 'You bring your own AI-provider API key, so you choose the provider account, see every charge on its bill and decide how much to spend.',
  },
  {
    icon: Lock,
    title: 'Privacy by Design',
    text: 'Your key stays in your browser; our servers keep it, encrypted, only if you store it for agent automations. Agent conversations are kept in your browser too, unless you turn on cloud history, which stores them encrypted with a passphrase we never see.',
  },
  {
    icon: ShieldCheck,
    title: 'Security First',
    text: 'Mailbox access tokens are encrypted at rest, passwords are hashed with argon2id, and mailbox passwords are never stored.',
  },
  {
    icon: Bot,
    title: 'Specialists, Not Generalists',
    text: 'Each agent is built for one kind of work, with its own expert instructions, so you get focused answers without writing prompts.',
  },
  {
    icon: Gauge,
    title: 'Automation with Safeguards',
    text: 'Automations pause after 14 days without a login, run at most 50 times a day and 1,000 times in total, and expire after a year.',
  },
  {
    icon: Scale,
    title: 'Honest Pricing',
    text: 'Simple monthly plans with no contracts and no cancellation fees. AI usage is billed by your provider directly, with no mark-up from us.',
  },
];

export function PrinciplesSection() {
  return (
    <section aria-labelledby="principles-title" className="mt-16">
      <h2 id="principles-title" className="font-mono text-2xl font-bold tracking-wider">
        OPERATING PRINCIPLES
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PRINCIPLES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-6">
            <span className="flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 font-mono text-base font-bold tracking-wide">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
