import type { Language } from '@second-gear/contract';
import { defineServerCatalogue } from '../../lib/texts.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const layoutTexts = defineServerCatalogue(english, spanish);

/** The parts every e-mail of ours is made of; `renderMail` turns them into its text and HTML bodies. */
export interface MailContent {
  /** The first line of the message, also its heading. */
  heading: string;
  paragraphs: string[];
  /** Cars shown as cards (alerts): photo, title, price and deal badge, each linking to its page. */
  cars?: MailCar[];
  /** A table of facts (car, amount, date …) shown as label: value. */
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
  /** A closing line under the action, e.g. why the recipient got this message. */
  footnote?: string;
  /** Optional mail (not receipts or security mail): where its recipient turns this kind of message off. */
  unsubscribeUrl?: string;
}

export interface MailCar {
  title: string;
  /** Absolute address of its page. */
  url: string;
  /** Absolute address of its photo. */
  imageUrl: string;
  price: string;
  /** The deal badge ("Great deal") or a change ("Sold", "$500 less"), when there is one. */
  badge?: string;
}

/** Where e-mails find our logo under the public address: a PNG, which every mail program shows (SVG is not). */
export const mailLogoPath = '/mail/logo.png';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * A text part and an HTML part with inline styles (mail programs drop style sheets), under our name and logo. Every
 * value is escaped: names and car titles come from users.
 */
export function renderMail(
  content: MailContent,
  publicUrl: string,
  language: Language,
): { text: string; html: string } {
  const t = layoutTexts(language);
  const text = [
    'Second Gear',
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.cars ?? []).flatMap((car) => [
      `${car.title}: ${car.price}${car.badge ? ` (${car.badge})` : ''}`,
      car.url,
      '',
    ]),
    ...(content.details?.length
      ? [...content.details.map(([label, value]) => `${label}: ${value}`), '']
      : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.unsubscribeUrl ? [t('stopAt', { url: content.unsubscribeUrl }), ''] : []),
    `Second Gear · ${publicUrl}`,
  ].join('\n');

  const paragraph = (body: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(body)}</p>`;
  const cars = (content.cars ?? [])
    .map(
      (car) =>
        `<tr><td style="padding:8px 12px 8px 0;width:128px;vertical-align:top"><a href="${escapeHtml(car.url)}"><img src="${escapeHtml(car.imageUrl)}" width="120" alt="" style="display:block;width:120px;border-radius:6px"></a></td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(car.url)}" style="color:#111827;font-size:15px;font-weight:600;text-decoration:none">${escapeHtml(car.title)}</a><div style="font-size:15px;color:#111827;margin-top:4px">${escapeHtml(car.price)}</div>${car.badge ? `<div style="display:inline-block;margin-top:6px;padding:2px 8px;border-radius:10px;background:#dcfce7;color:#166534;font-size:12px;font-weight:600">${escapeHtml(car.badge)}</div>` : ''}</td></tr>`,
    )
    .join('');
  const carList = cars
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${cars}</table>`
    : '';
  const details = content.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;font-size:14px;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#111827;font-size:14px;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(t('openAddress', { url: content.action.url }))}</p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(content.footnote)}</p>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? ` · <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(t('stop'))}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" style="width:100%;border-collapse:collapse;background:#f3f4f6"><tr><td style="padding:24px 12px">
<table role="presentation" style="max-width:560px;margin:0 auto;border-collapse:collapse;background:#ffffff;border-radius:12px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb"><a href="${escapeHtml(publicUrl)}" style="text-decoration:none;color:#111827;font-size:20px;font-weight:700"><img src="${escapeHtml(publicUrl)}${mailLogoPath}" width="28" height="28" alt="" style="vertical-align:middle;margin-right:8px">Second Gear</a></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${carList}${details}${action}${footnote}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(t('footer'))} · <a href="${escapeHtml(publicUrl)}" style="color:#6b7280">${escapeHtml(publicUrl)}</a>${unsubscribe}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { text, html };
}
