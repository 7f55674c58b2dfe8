import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { createAuthRepo } from '../modules/auth/auth.repo.ts';
import type { PayoutsService } from '../modules/payouts/payouts.service.ts';
import { submitOnboardingPage } from '../stripe-sandbox/onboarding-page.ts';
import { demoSellers } from './demo-catalogue.ts';

/**
 * The first demo seller's payouts are enabled, through the sandbox's own calls and its onboarding page, so the demo
 * shows a connected seller beside ones not started. Only against the sandbox (never a real Stripe account), and once:
 * a later start finds the account enabled and asks the gateway nothing.
 */
export async function onboardDemoSeller(deps: {
  db: Database;
  payouts: PayoutsService;
  /** Where this server answers on this machine: the onboarding page is served on its origin. */
  localUrl: string;
  log: Logger;
}) {
  const { userEmail: email, username: name } = demoSellers[0]!;
  const userId = await createAuthRepo(deps.db).userIdByEmail(email);
  if (!userId) return;
  const seller = { userId, email, name };
  if ((await deps.payouts.summary(seller)).status === 'enabled') return;
  const { url } = await deps.payouts.startOnboarding(seller);
  const link = new URL(url);
  await submitOnboardingPage(new URL(`${link.pathname}${link.search}`, deps.localUrl).toString());
  const { status } = await deps.payouts.summary(seller);
  deps.log.info(
    `The demo seller ${email} has payouts ${status === 'enabled' ? 'enabled' : 'not enabled yet'}.`,
  );
}
