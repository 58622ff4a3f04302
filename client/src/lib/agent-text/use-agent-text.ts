import { AGENT_ROSTER } from '@common/agents/roster';
import type { AgentCategory, Category } from '@common/schemas/agent';
import { createTranslator, useLocale } from '@/lib/i18n/i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/**
 * The library agents' names and descriptions and the categories' titles and descriptions, in the
 * six interface languages: a folder catalog like any other (`agent-text.<agentId>.name`,
 * `agent-text.category.<category>.title`), shared by every view that shows the library.
 */
type Key = Extract<keyof typeof english, string>;
const { translate } = createTranslator<typeof english>(messages);

/** Only the library's agents have translations: a custom agent's name is the user's own words. */
const LIBRARY_IDS = new Set(AGENT_ROSTER.map((agent) => agent.id));

const has = (key: string): key is Key => Object.hasOwn(messages, key);

function agentKey(id: string, field: 'name' | 'description'): Key | null {
  const key = `agent-text.${id}.${field}`;
  return LIBRARY_IDS.has(id) && has(key) ? key : null;
}

type CategoryRef = AgentCategory | Pick<Category, 'title'>;
const titleOf = (category: CategoryRef) => (typeof category === 'string' ? category : category.title);

function categoryKey(category: CategoryRef, field: 'title' | 'description'): Key | null {
  const key = `agent-text.category.${titleOf(category).toLowerCase()}.${field}`;
  return has(key) ? key : null;
}

export interface AgentText {
  /** The agent's name in the interface language; a custom agent's (or unknown id's) name as given. */
  name: (agent: { id: string; name: string }) => string;
  /** The agent's description in the interface language; otherwise the description as given. */
  description: (agent: { id: string; description: string }) => string;
  /** A category's title ("Creative" → "Kreativ" in German); an unknown category as given. */
  categoryTitle: (category: CategoryRef) => string;
  /** The title in capitals where the script has them, as the library's tabs show it ("CREATIVE"). */
  categoryShortName: (category: CategoryRef) => string;
  /** The agent with its name and description in the interface language (a custom one as it is). */
  localize: <A extends { id: string; name: string; description: string }>(agent: A) => A;
  /** A category's one-line description; an unknown category's as given. */
  categoryDescription: (category: Pick<Category, 'title' | 'description'>) => string;
}

/**
 * Library agents and categories in the interface language, re-rendering the caller when it
 * changes. For an id this catalog does not have (custom agents, an agent added to common/ before
 * its translations), it returns the text it was given: the English from common/agents.
 */
export function useAgentText(): AgentText {
  const locale = useLocale();
  const say = (key: Key) => translate(key);
  const categoryTitle = (category: CategoryRef) => {
    const key = categoryKey(category, 'title');
    return key ? say(key) : titleOf(category);
  };
  const name = (agent: { id: string; name: string }) => {
    const key = agentKey(agent.id, 'name');
    return key ? say(key) : agent.name;
  };
  const description = (agent: { id: string; description: string }) => {
    const key = agentKey(agent.id, 'description');
    return key ? say(key) : agent.description;
  };
  return {
    name,
    description,
    localize: (agent) => ({ ...agent, name: name(agent), description: description(agent) }),
    categoryTitle,
    categoryShortName: (category) => categoryTitle(category).toLocaleUpperCase(locale),
    categoryDescription: (category) => {
      const key = categoryKey(category, 'description');
      return key ? say(key) : category.description;
    },
  };
}
