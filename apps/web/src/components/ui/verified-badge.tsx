import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';
/** The blue tick of a verified seller, named for assistive technology and explained on hover. */
export function VerifiedBadge() {
  const t = useT(componentsCatalogue);
  return (
    <span className="text-info inline-flex shrink-0 align-middle" title={t('verifiedSeller')}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M12 1.5 14.6 3.7l3.4-.3.9 3.3 3 1.6-1.2 3.2 1.2 3.2-3 1.6-.9 3.3-3.4-.3L12 22.5l-2.6-2.2-3.4.3-.9-3.3-3-1.6 1.2-3.2-1.2-3.2 3-1.6.9-3.3 3.4.3z" />
        <path
          d="m7.8 12.2 2.8 2.8 5.6-5.8"
          fill="none"
          stroke="white"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">{t('verifiedSeller')}</span>
    </span>
  );
}
