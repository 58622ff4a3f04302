import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '@/components/layout/header';
import { adoptBootQueries, QUERY_DEFAULTS } from '@/lib/query-client';
import { SESSION_QUERY_KEY, sessionQuery } from '@/lib/queries/user';
import { ThemeProvider } from '@/lib/theme';
import { mockApi, sessionUser, signedInAs, signedOut, type ApiAnswer } from '../../test/api-mock';

// The header as the first load renders it: no query client around it (that comes with a lazy page).
function renderHeader() {
  render(
    <ThemeProvider>
      <Header />
    </ThemeProvider>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

const newClient = () => new QueryClient({ defaultOptions: QUERY_DEFAULTS });

describe('the session read before the query client loads', () => {
  it('follows the cache once a page brings the client: a re-read after signing in shows the signed-in header', async () => {
    let answer: ApiAnswer = signedOut;
    const api = mockApi({ 'GET /api/auth/session': () => answer });
    const nav = renderHeader();
    expect(await within(nav).findByRole('button', { name: 'LOGIN' })).toBeTruthy();

    const client = newClient();
    act(() => adoptBootQueries(client));
    // The client takes over what was read: no second request for it.
    expect(api.callsTo('GET /api/auth/session')).toHaveLength(1);

    answer = signedInAs(sessionUser());
    await act(() => client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }));
    expect(await within(nav).findByRole('link', { name: 'DASHBOARD' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'LOGIN' })).toBeNull();
    expect(api.callsTo('GET /api/auth/session')).toHaveLength(2);

    // Written straight into the cache (as a profile change does), it reaches the header too.
    act(() => client.setQueryData(SESSION_QUERY_KEY, null));
    expect(await within(nav).findByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });

  it('hands a request still in flight to the client instead of asking twice', async () => {
    let answerSession: (a: ApiAnswer) => void = () => {};
    const api = mockApi({
      'GET /api/auth/session': () => new Promise<ApiAnswer>((resolve) => (answerSession = resolve)),
    });
    const nav = renderHeader();
    const client = newClient();
    act(() => adoptBootQueries(client));
    await act(async () => answerSession(signedInAs(sessionUser())));

    expect(await within(nav).findByRole('link', { name: 'DASHBOARD' })).toBeTruthy();
    expect(api.callsTo('GET /api/auth/session')).toHaveLength(1);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(sessionUser());
  });

  it('leaves its readers as they are when the client takes over the same answer', async () => {
    mockApi({ 'GET /api/auth/session': () => signedInAs(sessionUser()) });
    let renders = 0;
    function Reader() {
      renders++;
      return <p>{sessionQuery.use().data ? 'signed in' : 'signed out'}</p>;
    }
    render(<Reader />);
    expect(await screen.findByText('signed in')).toBeTruthy();
    const before = renders;
    // The page that brings the client is rendering meanwhile: a new state object here re-rendered
    // the whole page a second time, at once.
    act(() => adoptBootQueries(newClient()));
    expect(renders).toBe(before);
    expect(screen.getByText('signed in')).toBeTruthy();
  });
});
