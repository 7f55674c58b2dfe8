import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { UnavailableLink } from '../ui/unavailable-link';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './social-icons';

const openingHours = [
  { days: 'Weekdays', hours: '9:30am – 7:00pm' },
  { days: 'Saturday', hours: '10:00am – 6:00pm' },
  { days: 'Sunday', hours: 'Closed' },
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
  return (
    <footer className="bg-neutral text-neutral-content mt-12">
      <div className="mx-auto grid max-w-screen-xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <nav aria-labelledby="footer-explore">
          <FooterHeading id="footer-explore">Explore</FooterHeading>
          <ul className="mt-4 space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <Link to="/blog" className={linkClass}>
                Blog
              </Link>
            </li>
            <li>
              <UnavailableLink>About us</UnavailableLink>
            </li>
            <li>
              <UnavailableLink>Find a Used Car</UnavailableLink>
            </li>
            <li>
              <UnavailableLink>Services</UnavailableLink>
            </li>
            <li>
              <UnavailableLink>Contact</UnavailableLink>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-hours">
          <FooterHeading id="footer-hours">Opening hours</FooterHeading>
          <dl className="mt-4 space-y-2">
            {openingHours.map(({ days, hours }) => (
              <div key={days} className="flex justify-between gap-4">
                <dt>{days}</dt>
                <dd className="font-semibold whitespace-nowrap">{hours}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="footer-social">
          <FooterHeading id="footer-social">Follow us</FooterHeading>
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
          <FooterHeading id="footer-newsletter">Newsletter</FooterHeading>
          <form noValidate onSubmit={ignoreSubmit} className="mt-4 space-y-3">
            <label htmlFor="newsletter-email" className="block">
              Enter your email address
            </label>
            <div className="join w-full">
              <input
                id="newsletter-email"
                type="email"
                name="email"
                autoComplete="email"
                placeholder="username@site.com"
                className="input join-item text-base-content w-full"
              />
              <button type="submit" className="btn btn-primary join-item">
                Subscribe
              </button>
            </div>
          </form>
        </section>
      </div>
      <div className="border-neutral-content/20 border-t">
        <p className="mx-auto max-w-screen-xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          Copyright © 2022 - All rights reserved by Second Gear
        </p>
      </div>
    </footer>
  );
}
