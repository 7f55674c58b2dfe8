export const demoPassword = 'secondgear-demo';

/** The session cookie a browser would send back after a sign-in or sign-up answer. */
function sessionCookie(answer: Response): string {
  return answer.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
}

/** The access token the web app asks for with its sign-in session (POST /api/jwt). */
async function tokenForSession(baseUrl: string, email: string, cookie: string): Promise<string> {
  const token = await fetch(`${baseUrl}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ email }),
  });
  if (token.status !== 200) throw new Error(`jwt answered ${token.status}`);
  return ((await token.json()) as { token: string }).token;
}

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
  return tokenForSession(baseUrl, email, sessionCookie(signIn));
}

/** Signs up as the sign-up page does (sign-in, then the buyer or seller account), with the demo password. */
export async function signUp(
  baseUrl: string,
  email: string,
  accountStatus: 'buyer' | 'seller',
): Promise<{ email: string; token: string }> {
  const signedUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: demoPassword, name: `Bench ${accountStatus}` }),
  });
  if (signedUp.status !== 200)
    throw new Error(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  const cookie = sessionCookie(signedUp);
  const account = await fetch(`${baseUrl}/api/allAccounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({
      username: `Bench ${accountStatus}`,
      userEmail: email,
      phone: '+1 512 555 0199',
      location: 'Austin, TX',
      accountStatus,
    }),
  });
  if (account.status !== 200)
    throw new Error(`allAccounts answered ${account.status}: ${await account.text()}`);
  return { email, token: await tokenForSession(baseUrl, email, cookie) };
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
