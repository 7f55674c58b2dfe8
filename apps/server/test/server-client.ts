import sharp from 'sharp';
import { vehicleFields } from './builders.ts';
import { multipartFile } from './multipart.ts';
import type { startServer } from './server-process.ts';
import { sessionCookie, testPassword } from './sessions.ts';
import type { SmtpStandIn } from './stand-ins/smtp.ts';

/** A small photo for the listings the client makes. */
const photo = await sharp({
  create: { width: 320, height: 200, channels: 3, background: { r: 90, g: 120, b: 160 } },
})
  .jpeg()
  .toBuffer();

export type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * A client of one running server; a request that cannot reach it throws. `mailbox` is the SMTP server the server
 * sends to (its SMTP_URL): sellers follow the verification link they are sent there.
 */
export function client(server: Server, mailbox: SmtpStandIn) {
  const call = async (
    method: string,
    url: string,
    init: { token?: string; cookie?: string; body?: unknown } = {},
  ) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        origin: server.url,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body instanceof Buffer ? {} : { 'content-type': 'application/json' }),
      },
      body:
        init.body instanceof Buffer
          ? init.body
          : init.body === undefined
            ? undefined
            : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json().catch(() => null)) as { insertedId?: string; token?: string } | null,
    };
  };

  return {
    /**
     * Signs up and creates the marketplace account; answers the token once both were acknowledged. A seller first
     * verifies the address, as listing needs.
     */
    async person(email: string, accountStatus: 'buyer' | 'seller') {
      const signUp = await call('POST', '/api/auth/sign-up/email', {
        body: { email, password: testPassword, name: `Person ${email}` },
      });
      if (signUp.status !== 200) return undefined;
      const cookie = sessionCookie(signUp.headers.getSetCookie());
      if (accountStatus === 'seller') {
        const mail = await mailbox.waitFor((received) => received.to === email, 10_000);
        const link = /(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
        const verified = link ? await fetch(link, { redirect: 'manual' }) : undefined;
        if (verified?.status !== 302) return undefined;
      }
      const account = await call('POST', '/api/allAccounts', {
        cookie,
        body: {
          username: `Person ${email}`,
          userEmail: email,
          phone: '+1 555 0100',
          location: 'Austin',
          accountStatus,
        },
      });
      if (account.status !== 200) return undefined;
      const jwt = await call('POST', '/api/jwt', { cookie, body: { email } });
      return jwt.status === 200 ? jwt.body?.token : undefined;
    },

    async listCar(token: string, number: number) {
      const form = multipartFile({ filename: 'car.jpg', contentType: 'image/jpeg', bytes: photo });
      const upload = await fetch(`${server.url}/api/upload`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${token}`, origin: server.url },
        body: form.payload,
        signal: AbortSignal.timeout(15_000),
      });
      if (upload.status !== 200) return undefined;
      const image = ((await upload.json()) as { data: { url: string } }).data.url;
      const added = await call('POST', '/api/allCar', {
        token,
        body: {
          productName: `Crash car ${number}`,
          image,
          model: 'Sedan',
          location: 'Austin',
          resalePrice: 10_000 + number,
          originalPrice: 20_000,
          useYear: 2,
          purchaseYear: 2022,
          conditionType: 'Good',
          phone: '+1 555 0100',
          ...vehicleFields,
        },
      });
      return added.status === 200 ? { id: added.body!.insertedId!, image } : undefined;
    },

    /** Forgot-password for an address, as the sign-in page asks; answers the status. */
    async requestPasswordReset(email: string) {
      return (await call('POST', '/api/auth/request-password-reset', { body: { email } })).status;
    },

    async book(token: string, carId: string) {
      const booked = await call('POST', '/api/bookings', {
        token,
        body: { carId, location: 'Lot 1', phone: '1' },
      });
      return booked.status === 200 ? booked.body?.insertedId : undefined;
    },
  };
}
