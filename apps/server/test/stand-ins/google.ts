import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A local OpenID provider standing in for Google: discovery, authorization code flow with PKCE, state and nonce,
 * signed ID tokens, userinfo. Its sign-in page asks for the e-mail and name of the Google account to be.
 */
export interface GoogleStandIn {
  discoveryUrl: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const page = (uid: string, clientName: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (test provider)</title></head>
<body>
<main>
<h1>Sign in with Google</h1>
<p>Test provider for ${clientName}: any e-mail address signs in.</p>
<form method="post" action="/interaction/${uid}/login">
<label>Email <input type="email" name="email" required autocomplete="email"></label>
<label>Name <input type="text" name="name" required autocomplete="name"></label>
<button type="submit">Continue</button>
</form>
</main>
</body></html>`;

async function formBody(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startGoogleStandIn(options: {
  redirectUri: string;
  port?: number;
  clientSecret?: string;
  /** Addresses whose ID tokens say `email_verified: false` (Google does so for addresses it has not checked). */
  unverifiedAddresses?: string[];
}): Promise<GoogleStandIn> {
  const clientId = 'second-gear-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');
  const names = new Map<string, string>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Second Gear',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          kid: 'test',
          use: 'sig',
        },
      ],
    },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: sub,
          email_verified: !options.unverifiedAddresses?.includes(sub),
          name: names.get(sub) ?? sub,
        }),
      };
    },
  });
  provider.proxy = false;
  const oidc = provider.callback();

  server.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) return oidc(request, response);
    try {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'GET' && !match[2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(page(details.uid, 'Second Gear'));
      }
      const form = await formBody(request);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!email.includes('@')) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        return response.end('An e-mail address is required.');
      }
      names.set(email, (form.get('name') ?? '').trim() || email);
      const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: email }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'interaction failed');
    }
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
