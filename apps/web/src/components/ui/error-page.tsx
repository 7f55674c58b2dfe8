import { Link } from 'react-router';
import { DocumentTitle } from './document-title';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

/** Shown for unknown routes and for any route or loader error. */
export function ErrorPage() {
  const t = useT(componentsCatalogue);
  return (
    <section className="flex flex-col items-center gap-6 py-10 text-center">
      <DocumentTitle page={t('errorPage.title')} />
      <img
        src="/images/error.webp"
        width={640}
        height={420}
        alt=""
        className="h-auto w-full max-w-md rounded-box"
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('errorPage.heading')}</h1>
      <Link to="/home" className="btn btn-primary">
        {t('errorPage.back')}
      </Link>
    </section>
  );
}
