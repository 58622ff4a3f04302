import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_ERROR_MESSAGES } from '@common/chat';
import { CUSTOM_AGENT_MESSAGES } from '@common/custom-agent-constants';
import { planRequiredMessage, type Feature } from '@common/entitlements';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { activateLanguage } from '@/lib/i18n/i18n';
import { chatErrorText, planRequiredText, serverErrorText } from './texts';

const FEATURES: Feature[] = ['full_library', 'export', 'custom_agents', 'automations', 'analytics', 'api_access'];
const apiError = (code: string, message: string) => new ApiError(409, message, code, { error: { code, message } });

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('lib messages', () => {
  it('say in English exactly what common/ and the server say', () => {
    for (const feature of FEATURES) expect(planRequiredText(feature)).toBe(planRequiredMessage(feature));
    for (const reason of Object.keys(CHAT_ERROR_MESSAGES) as (keyof typeof CHAT_ERROR_MESSAGES)[]) {
      expect(chatErrorText(reason)).toBe(CHAT_ERROR_MESSAGES[reason]);
    }
    expect(serverErrorText('custom_agent_limit', CUSTOM_AGENT_MESSAGES.limitReached)).toBe(
      CUSTOM_AGENT_MESSAGES.limitReached,
    );
    const tooMany = CUSTOM_AGENT_MESSAGES.limitWouldBeExceeded(5, 2);
    expect(serverErrorText('custom_agent_limit', tooMany)).toBe(tooMany);
    // In English the server's words show even where the catalog knows the code.
    expect(serverErrorText('database_unavailable', 'The database is unavailable.')).toBe(
      'The database is unavailable.',
    );
  });

  it('translate a server error by its code, and keep the English of a code they do not know', async () => {
    await act(() => activateLanguage('de'));
    expect(errorMessage(apiError('same_plan', 'You are already on this plan.'), 'x')).toBe(
      'Sie nutzen diesen Tarif bereits.',
    );
    expect(errorMessage(apiError('plan_required', planRequiredMessage('export')), 'x')).toBe(
      'Der Export von Unterhaltungen ist im Tarif Basic enthalten. Wechseln Sie zu Basic, um Unterhaltungen zu exportieren.',
    );
    expect(serverErrorText('custom_agent_limit', CUSTOM_AGENT_MESSAGES.limitWouldBeExceeded(5, 2))).toBe(
      'Diese Datei enthält 5 Agenten, es ist aber nur noch Platz für 2 (das Limit liegt bei 100). Es wurde nichts importiert.',
    );
    expect(errorMessage(apiError('validation_failed', 'name: Too big'), 'x')).toBe('name: Too big');
    expect(chatErrorText('invalid_key')).toBe('Ungültiger API-Schlüssel. Bitte überprüfen Sie Ihren API-Schlüssel.');
  });
});
