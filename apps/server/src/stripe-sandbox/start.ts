import { createStripeGateway, type PaymentGateway } from '../modules/payments/payment-gateway.ts';
import { sandboxBrowserPath } from './browser-mount.ts';
import { createStripeSandbox, type SandboxOptions, type StripeSandbox } from './stripe-sandbox.ts';

/** Starts the sandbox on its own local port and points the official SDK at it. */
export async function startStripeSandbox(
  options: SandboxOptions = {},
): Promise<{ sandbox: StripeSandbox; gateway: PaymentGateway; address: { host: string; port: number } }> {
  const sandbox = createStripeSandbox(options);
  const address = await sandbox.listen();
  // The gateway checks signatures against the clock the sandbox signs with.
  const gateway = createStripeGateway(
    {
      secretKey: sandbox.secretKey,
      publishableKey: sandbox.publishableKey,
      webhookSecret: sandbox.webhookSecret,
      sandbox: { ...address, browserPath: sandboxBrowserPath },
    },
    options.clock,
  );
  return { sandbox, gateway, address };
}
