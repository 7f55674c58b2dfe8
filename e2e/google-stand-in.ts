import { startGoogleStandIn } from '../apps/server/test/stand-ins/google.ts';

// Started by Playwright beside the app: the local OpenID provider that Google sign-in journeys go through.
const port = Number(process.env.GOOGLE_STAND_IN_PORT);
const standIn = await startGoogleStandIn({
  port,
  redirectUri: `${process.env.APP_URL}/api/auth/callback/google`,
  clientSecret: process.env.GOOGLE_STAND_IN_SECRET,
});
console.log(`Google stand-in listening at ${standIn.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
