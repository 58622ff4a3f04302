import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi, sessionUser, signedInAs } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { useAgentName } from './use-agent-name';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function Names({ ids }: { ids: string[] }) {
  const name = useAgentName();
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{name(id, id === 'gone' ? 'Deleted agent' : undefined)}</li>
      ))}
    </ul>
  );
}

const CUSTOM = {
  id: 'custom-1',
  name: 'Release Notes Writer',
  description: 'Mine.',
  category: 'Technical',
  systemPrompt: 'You write release notes.',
  model: null,
  temperature: 0.3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('useAgentName', () => {
  it('names library agents in the interface language, custom agents as their owner named them', async () => {
    mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ plan: 'basic' })),
      'GET /api/custom-agents': { body: { agents: [CUSTOM], limit: 100 } },
    });
    await act(() => activateLanguage('de'));
    renderWithApp(<Names ids={['ai-writing-assistant', 'custom-1', 'gone']} />);
    expect(await screen.findByText('Release Notes Writer')).toBeTruthy();
    expect(screen.getByText('Schreibassistent')).toBeTruthy();
    expect(screen.getByText('Deleted agent')).toBeTruthy();
  });
});
