import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_INVALID_CODE } from '@common/schemas/public-config';
import { activateLanguage } from '@/lib/i18n/i18n';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { MaintenancePage } from './maintenance-page';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('MaintenancePage in German', () => {
  it('speaks German, a wrong code included', async () => {
    await act(() => activateLanguage('de'));
    const user = userEvent.setup();
    mockApi({ 'POST /api/maintenance/unlock': apiError(401, 'invalid_code', MAINTENANCE_INVALID_CODE) });
    renderWithApp(<MaintenancePage />);
    expect(screen.getByRole('heading', { name: 'WARTUNGSMODUS' })).toBeTruthy();
    await user.type(screen.getByLabelText('Zugangscode'), 'guess');
    await user.click(screen.getByRole('button', { name: 'ANMELDEN' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ungültiger Zugangscode. Wenden Sie sich für einen Testzugang an den Administrator.',
    );
  });
});
