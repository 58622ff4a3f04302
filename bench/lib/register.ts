/** Benchmark accounts: signs one up over the plain API and answers its session cookie (name=value). */
export const BENCH_PASSWORD = 'bench-password-123';
const SESSION_COOKIE = 'agentops_session';

export async function registerBenchUser(
  baseUrl: string,
  email: string,
  options: { forwardedFor?: string } = {},
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'User',
      email,
      password: BENCH_PASSWORD,
      confirmPassword: BENCH_PASSWORD,
    }),
  });
  if (res.status !== 201) throw new Error(`register ${email}: HTTP ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`register ${email}: no session cookie`);
  return cookie.split(';')[0]!;
}
