import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { UnavailableLink } from '../ui/unavailable-link';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './social-icons';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

const openingHours = [
  { days: 'footer.weekdays', hours: 'footer.weekdayHours' },
  { days: 'footer.saturday', hours: 'footer.saturdayHours' },
  { days: 'footer.sunday', hours: 'footer.closed' },
] as const;

const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
  { name: 'X', href: 'https://x.com/', icon: <XIcon /> },
] as const;

const linkClass = 'link link-hover rounded-field';

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-bold tracking-wider uppercase">
      {children}
    </h2>
  );
}

function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function Footer() {
  const t = useT(componentsCatalogue);
  return (
    <footer className="bg-neutral text-neutral-content mt-12">
      <div className="mx-auto grid max-w-screen-xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <nav aria-labelledby="footer-explore">
          <FooterHeading id="footer-explore">{t('footer.explore')}</FooterHeading>
          <ul className="mt-4 space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                {t('footer.home')}
              </Link>
            </li>
            <li>
              <Link to="/blog" className={linkClass}>
                {t('footer.blog')}
              </Link>
            </li>
            <li>
              <UnavailableLink>{t('footer.about')}</UnavailableLink>
            </li>
            <li>
              <UnavailableLink>{t('footer.findCar')}</UnavailableLink>
            </li>
            <li>
              <UnavailableLink>{t('footer.services')}</UnavailableLink>
            </li>
            <li>
              <UnavailableLink>{t('footer.contact')}</UnavailableLink>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-hours">
          <FooterHeading id="footer-hours">{t('footer.hours')}</FooterHeading>
          <dl className="mt-4 space-y-2">
            {openingHours.map(({ days, hours }) => (
              <div key={days} className="flex justify-between gap-4">
                <dt>{t(days)}</dt>
                <dd className="font-semibold whitespace-nowrap">{t(hours)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="footer-social">
          <FooterHeading id="footer-social">{t('footer.follow')}</FooterHeading>
          <ul className="mt-4 flex gap-3">
            {socialLinks.map(({ name, href, icon }) => (
              <li key={name}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  aria-label={name}
                  className="btn btn-circle btn-outline text-neutral-content border-neutral-content/40 hover:bg-neutral-content hover:text-neutral hover:border-neutral-content"
                >
                  {icon}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-newsletter">
          <FooterHeading id="footer-newsletter">{t('footer.newsletter')}</FooterHeading>
          <form noValidate onSubmit={ignoreSubmit} className="mt-4 space-y-3">
            <label htmlFor="newsletter-email" className="block">
              {t('footer.newsletterLabel')}
            </label>
            <div className="join w-full">
              <input
                id="newsletter-email"
                type="email"
                name="email"
                autoComplete="email"
                placeholder={t('footer.newsletterPlaceholder')}
                className="input join-item text-base-content w-full"
              />
              <button type="submit" className="btn btn-primary join-item">
                {t('footer.subscribe')}
              </button>
            </div>
          </form>
        </section>
      </div>
      <div className="border-neutral-content/20 border-t">
        <p className="mx-auto max-w-screen-xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  );
}
