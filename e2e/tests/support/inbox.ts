import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The local mail inbox the journeys' server started (no SMTP_URL): MailDev, with its REST API under /api. */
export const inboxUrl =
  process.env.E2E_INBOX_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5100) + 2}`;

interface InboxMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** The newest e-mail to `email` whose subject matches, once it has arrived in the local inbox. */
export async function mailTo(email: string, subject: RegExp): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${inboxUrl}/api/email`)).json()) as InboxMail[];
        found = mails
          .filter((mail) => mail.to.some((to) => to.address === email) && subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail to ${email} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The text of an e-mail's attachment whose file name ends with `suffix` (a calendar invitation's `.ics`). */
export async function attachmentOf(mail: InboxMail, suffix: string): Promise<string> {
  const file = mail.attachments?.find((attachment) => attachment.filename.endsWith(suffix));
  if (!file) throw new Error(`no ${suffix} attached to the e-mail "${mail.subject}"`);
  const answer = await fetch(`${inboxUrl}/api/email/${mail.id}/attachment/${file.generatedFileName}`);
  if (!answer.ok) throw new Error(`the inbox did not give the attachment: ${answer.status}`);
  return answer.text();
}

/** The first link in an e-mail's text that starts with `prefix`. */
export function linkIn(mail: InboxMail, prefix: RegExp): string {
  const link = mail.text.split(/\s+/).find((word) => prefix.test(word));
  if (!link) throw new Error(`no link in the e-mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** Follows the link of the sign-up e-mail in the browser, as its owner would; the dashboard opens. */
export async function verifyEmail(page: Page, email: string) {
  const mail = await mailTo(email, /^Verify your e-mail/);
  await page.goto(linkIn(mail, /\/api\/auth\/verify-email\?/));
  await expect(page).toHaveURL(/\/dashboard$/);
}
