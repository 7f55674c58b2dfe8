/** Times a password sign-in followed by the access-token call, as the login page makes them. */
export async function signInRoundTrips(baseUrl: string, rounds: number) {
  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'sam.lee@example.com', password: 'secondgear-demo' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const token = await fetch(`${baseUrl}/api/jwt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify({ email: 'sam.lee@example.com' }),
    });
    if (token.status !== 200) throw new Error(`jwt answered ${token.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { medianMs: timings[Math.floor(timings.length / 2)]!, maxMs: timings[timings.length - 1]! };
}
