import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

/** The first stop of the keyboard: jumps past the header to the page's `<main id="main">`. */
export function SkipLink() {
  const t = useT(componentsCatalogue);
  return (
    <a
      href="#main"
      className="btn btn-primary sr-only z-50 focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2"
    >
      {t('skipLink')}
    </a>
  );
}
