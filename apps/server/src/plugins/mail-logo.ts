import { faviconSvg } from '@second-gear/artwork';
import fastifyPlugin from 'fastify-plugin';
import sharp from 'sharp';
import { mailLogoPath } from '../modules/mail/mail-layout.ts';
import { loadableFromOtherSites } from './security-headers.ts';

/** Drawn at three times the 28 px an e-mail shows it at, for sharp screens. */
const logoSize = 84;

/**
 * Our logo as PNG for e-mails: mail programs (Gmail, Outlook) do not show SVG. Rendered from the same drawing as the
 * favicon on its first request and kept; any mail program, and the inbox's own page, may load it.
 */
export const mailLogo = fastifyPlugin(
  async (app) => {
    let png: Promise<Buffer> | undefined;
    app.get(mailLogoPath, async (_request, reply) => {
      png ??= sharp(Buffer.from(faviconSvg)).resize(logoSize, logoSize).png().toBuffer();
      // Not immutable: the address stays when the drawing changes, so a day at most of the old one.
      return loadableFromOtherSites(reply)
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(await png);
    });
  },
  { name: 'mail-logo' },
);
