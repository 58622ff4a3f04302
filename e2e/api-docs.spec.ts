/**
 * The API reference page: Swagger UI renders the generated OpenAPI document from this server's own
 * files, under the app's Content-Security-Policy, with nothing refused and nothing asked of
 * another origin (the network is closed; the page must not need a CDN, fonts included).
 */
import { expect, test } from './fixtures';

test('the API reference page shows every documented route, loads only from this server and breaks no CSP rule', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  const origins = new Set<string>();
  page.on('console', (message) => {
    // Chromium reports a request the policy refused as a console error ("Refused to load ...").
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP refused ${e.blockedURI} (${e.violatedDirective})`));",
  );

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.getByRole('heading', { name: /AgentOps API/ })).toBeVisible();

  const openapi = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(openapi.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  expect(operations).toBeGreaterThan(40);
  await expect(page.locator('.opblock')).toHaveCount(operations);
  await expect(page.locator('[data-path="/api/email/drafts/{id}"]')).toBeVisible();

  // One route opened: its answers are there, the error shape among them.
  await page
    .locator('.opblock-summary', { has: page.locator('[data-path="/api/email/drafts"]') })
    .first()
    .click();
  await expect(page.locator('.responses-table').first()).toContainText('4XX');

  expect(problems).toEqual([]);
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
