import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_ROSTER, CATEGORIES } from '@common/agents/roster';
import { activateLanguage } from '@/lib/i18n/i18n';
import english from './locales/en.json';
import { useAgentText } from './use-agent-text';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('agent texts', () => {
  it('have a name and a description for every roster agent, and a title and description for every category', () => {
    for (const agent of AGENT_ROSTER) {
      expect(english, agent.id).toHaveProperty([`agent-text.${agent.id}.name`]);
      expect(english, agent.id).toHaveProperty([`agent-text.${agent.id}.description`]);
    }
    for (const category of CATEGORIES) {
      expect(english).toHaveProperty([`agent-text.category.${category.title.toLowerCase()}.title`]);
      expect(english).toHaveProperty([`agent-text.category.${category.title.toLowerCase()}.description`]);
    }
  });
});

describe('useAgentText', () => {
  it('in English, says exactly what common/agents says', () => {
    const { result } = renderHook(() => useAgentText());
    for (const agent of AGENT_ROSTER) {
      expect(result.current.name(agent)).toBe(agent.name);
      expect(result.current.description(agent)).toBe(agent.description);
    }
    for (const category of CATEGORIES) {
      expect(result.current.categoryTitle(category)).toBe(category.title);
      expect(result.current.categoryShortName(category)).toBe(category.shortName);
      expect(result.current.categoryDescription(category)).toBe(category.description);
    }
  });

  it('translates library agents and categories into the chosen language', async () => {
    await act(() => activateLanguage('de'));
    const { result } = renderHook(() => useAgentText());
    const writer = AGENT_ROSTER.find((agent) => agent.id === 'ai-writing-assistant')!;
    await waitFor(() => expect(result.current.name(writer)).toBe('Schreibassistent'));
    expect(result.current.categoryTitle('Technical')).toBe('Technik');
    expect(result.current.categoryShortName({ title: 'Creative' })).toBe('KREATIV');
  });

  it('never translates a custom agent, even one named like a library agent', async () => {
    await act(() => activateLanguage('fr'));
    const { result } = renderHook(() => useAgentText());
    await waitFor(() => expect(result.current.categoryTitle('Creative')).toBe('Création'));
    const custom = { id: 'custom-42', name: 'Translator', description: 'My own translator.' };
    expect(result.current.name(custom)).toBe('Translator');
    expect(result.current.description(custom)).toBe('My own translator.');
  });
});
