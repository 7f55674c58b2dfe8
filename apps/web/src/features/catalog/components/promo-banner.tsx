import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { catalogCatalogue } from '../i18n';

/** "Got a car to sell?": `sellPath` is where Start selling leads (sign-up as a seller, or the add-product form). */
export function PromoBanner({ sellPath }: { sellPath: string }) {
  const t = useT(catalogCatalogue);
  return (
    <section
      aria-labelledby="promo-heading"
      className="card bg-neutral text-neutral-content overflow-hidden shadow-lg lg:card-side"
    >
      <figure className="lg:w-1/2">
        <img
          src="/images/promo.webp"
          width={1200}
          height={480}
          loading="lazy"
          alt=""
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body justify-center gap-4 p-8 lg:w-1/2 lg:p-12">
        <h2 id="promo-heading" className="text-3xl font-bold tracking-tight">
          {t('promo.heading')}
        </h2>
        <p className="text-lg">{t('promo.text')}</p>
        <div className="card-actions mt-2">
          <Link to={sellPath} className="btn btn-primary btn-lg">
            {t('promo.start')}
          </Link>
        </div>
      </div>
    </section>
  );
}
