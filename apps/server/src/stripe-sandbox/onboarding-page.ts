import { onboardingFields, type Account } from './connect.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * The sandbox's stand-in for Stripe's hosted Express onboarding: the details Stripe asks of a US individual, filled in
 * with Stripe's test values, and one Submit button. Plain HTML with no script, so the site's Content-Security-Policy
 * admits it; the form posts back to the page's own address.
 */
export function onboardingPage(account: Account, blank: readonly string[] = []): string {
  const fields = onboardingFields
    .map(
      (field) => `
      <label${blank.includes(field.name) ? ' class="blank"' : ''}>${escape(field.label)}
        <input name="${field.name}" value="${escape(field.value)}" required></label>`,
    )
    .join('');
  const problem =
    blank.length > 0
      ? `<p role="alert">Please complete: ${blank.map((name) => escape(labelOf(name))).join(', ')}.</p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Set up payouts — Stripe sandbox</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1f36; }
    label { display: block; margin: 0.75rem 0; font-weight: 600; }
    input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem; font: inherit; }
    .blank input { border: 2px solid #df1b41; }
    [role="alert"] { color: #df1b41; }
    button { margin-top: 1rem; padding: 0.6rem 1.5rem; font: inherit; background: #635bff; color: #fff; border: 0; border-radius: 4px; }
    .test-mode { background: #ffde92; padding: 0.5rem; border-radius: 4px; }
  </style>
</head>
<body>
  <main>
    <p class="test-mode">Test mode: the Stripe sandbox of this marketplace. No real account is opened.</p>
    <h1>Set up payouts</h1>
    <p>Tell us about yourself and where to send your money${account.email ? ` (${escape(account.email)})` : ''}.</p>
    ${problem}
    <form method="post">${fields}
      <button type="submit">Submit</button>
    </form>
  </main>
</body>
</html>
`;
}

const labelOf = (name: string) => onboardingFields.find((field) => field.name === name)?.label ?? name;

/**
 * Opens the onboarding page at `url` and submits it with the test values it is filled with, as a seller's browser
 * would. Returns the page as served and the answer to the submit (a 303 to the return URL once onboarded).
 */
export async function submitOnboardingPage(url: string): Promise<{ html: string; submitted: Response }> {
  const page = await fetch(url, { redirect: 'manual' });
  if (page.status !== 200) throw new Error(`the onboarding page answered ${page.status}`);
  const html = await page.text();
  const fields = [...html.matchAll(/<input name="([^"]+)" value="([^"]*)"/g)].map(
    (match) => [match[1]!, match[2]!] as [string, string],
  );
  const submitted = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { html, submitted };
}
