export const demoPassword = 'secondgear-demo';

/** Signs in with a password and fetches an access token, as the login page does. */
export async function accessTokenFor(
  baseUrl: string,
  email: string,
  password = demoPassword,
): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const token = await fetch(`${baseUrl}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ email }),
  });
  if (token.status !== 200) throw new Error(`jwt answered ${token.status}`);
  return ((await token.json()) as { token: string }).token;
}

/** Times a password sign-in followed by the access-token call. */
export async function signInRoundTrips(baseUrl: string, rounds: number) {
  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await accessTokenFor(baseUrl, 'sam.lee@example.com');
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { medianMs: timings[Math.floor(timings.length / 2)]!, maxMs: timings[timings.length - 1]! };
}
