import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOMATION_MESSAGES, PAUSE_REASON_TEXTS } from '@common/automation-constants';
import { activateLanguage } from '@/lib/i18n/i18n';
import { pauseReasonText, problemText } from '../automation-problems';
import { HOLD_MESSAGE, triggerSummary } from '../automation-model';
import { ApiKeyRequired } from './api-key-required';
import { AssistantHeader } from './assistant-header';
import { AutomationCard } from './automations/automation-card';
import { automation } from './automations/testing/automation-fixtures';
import { ResendDialog } from './compose/resend-dialog';
import { TaskForm } from './tasks/task-form';
import { EMPTY_TASK_FORM } from '../task-model';
import { translate, type MailKey } from '../i18n';
import { translate as translateTabs } from '../tabs-i18n';
import english from '../locales/en.json';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the email assistant in another language', () => {
  it('shows API KEY REQUIRED in German', async () => {
    await act(() => activateLanguage('de'));
    render(<ApiKeyRequired locked={false} />);
    expect(screen.getByRole('heading', { name: 'API-SCHLÜSSEL ERFORDERLICH' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ERSTE SCHRITTE' })).toBeTruthy();
  });

  it('names the resend button with its recipient in German', async () => {
    await act(() => activateLanguage('de'));
    render(<ResendDialog to="grace@example.com" pending={false} onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Erneut senden (E-Mail an grace@example.com)' })).toBeTruthy();
  });

  it('shows an automation card in German: badge, schedule, action and buttons', async () => {
    await act(() => activateLanguage('de'));
    render(
      <AutomationCard
        automation={automation({ lastExecuted: null })}
        hasAccounts
        busy={false}
        onLifecycle={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText('Test erforderlich')).toBeTruthy();
    expect(screen.getByText(/Intervall: 15 Minuten -> E-Mail senden an grace@example\.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pausieren (Automatisierung Weekly report)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt ausführen (Automatisierung Weekly report)' })).toBeTruthy();
  });

  it('switches back when the language changes while shown', async () => {
    render(
      <TaskForm
        value={EMPTY_TASK_FORM}
        onChange={vi.fn()}
        editing
        pending={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'UPDATE TASK' })).toBeTruthy();
    await act(() => activateLanguage('fr'));
    expect(screen.getByRole('button', { name: 'METTRE À JOUR LA TÂCHE' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'moyenne' })).toBeTruthy();
    await act(() => activateLanguage('ja'));
    expect(screen.getByRole('button', { name: 'タスクを更新' })).toBeTruthy();
  });

  it('translates the shared automation rules by their English words, and keeps unknown ones', async () => {
    await act(() => activateLanguage('de'));
    expect(problemText(AUTOMATION_MESSAGES.nameRequired)).toBe(
      'Bitte geben Sie einen Namen für die Automatisierung an',
    );
    expect(problemText(HOLD_MESSAGE)).toBe(
      'Die Wartezeit ist eine ganze Zahl von Sekunden oder Minuten, von 0 (sofort senden) bis 24 Stunden',
    );
    expect(problemText('A sender is an address or a domain such as @example.com (not valid: bob)')).toBe(
      'Ein Absender ist eine Adresse oder eine Domain wie @example.com (ungültig: bob)',
    );
    expect(problemText('Name is too long (at most 100 characters)')).toBe('Name is too long (at most 100 characters)');
    expect(pauseReasonText('expired', PAUSE_REASON_TEXTS.expired)).toBe('Ein Jahr nach der Erstellung abgelaufen.');
    expect(pauseReasonText('expired', 'Some other words')).toBe('Some other words');
    expect(triggerSummary(automation({ intervalValue: 1, intervalUnit: 'hours' }))).toBe('Intervall: 1 Stunde');
  });

  it('keeps the English a template writes into the compose form word for word', () => {
    expect(
      translateTabs('email-assistant.templates.useContext', { name: 'Follow-up', variables: '{{variables}}' }),
    ).toBe('Write this email from my template "Follow-up", filling in its {{variables}} where you can.');
  });

  it('counts the connected accounts in each language', async () => {
    const { rerender } = render(<AssistantHeader accountCount={2} chatShown onChatShownChange={vi.fn()} />);
    expect(screen.getByText('2 Account(s) Connected')).toBeTruthy();
    const expected = {
      es: '2 cuentas conectadas',
      fr: '2 comptes connectés',
      de: '2 Konten verbunden',
      zh: '已连接 2 个账户',
      ja: '2 件のアカウントを接続済み',
    } as const;
    for (const [language, text] of Object.entries(expected)) {
      await act(() => activateLanguage(language as keyof typeof expected));
      rerender(<AssistantHeader accountCount={2} chatShown onChatShownChange={vi.fn()} />);
      expect(screen.getByText(text)).toBeTruthy();
    }
    await act(() => activateLanguage('es'));
    rerender(<AssistantHeader accountCount={1} chatShown onChatShownChange={vi.fn()} />);
    expect(screen.getByText('1 cuenta conectada')).toBeTruthy();
  });

  it('formats every message of every language with its values filled in', async () => {
    const names = new Set(Object.values(english).flatMap((m) => [...m.matchAll(/\{(\w+)/g)].map((x) => x[1]!)));
    const values = Object.fromEntries([...names].map((name) => [name, name === 'count' ? 3 : `[${name}]`]));
    for (const language of ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const) {
      await act(() => activateLanguage(language));
      for (const key of Object.keys(english) as MailKey[]) {
        const text = translate(key, values);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(text, `${language} ${key}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
