import type { CarModel } from '@second-gear/contract';
import { Link } from 'react-router';
import { LoadingBar } from '../../../components/ui/loading-bar';
import { useT } from '../../../lib/i18n';
import { catalogCatalogue } from '../i18n';
import { useCarModels } from '../../../entities/car/api/car-models';
import { StoredPhoto } from '../../../components/ui/stored-photo';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function ModelCard({ model }: { model: CarModel }) {
  return (
    <Link
      to={`/carModels/${encodeURIComponent(model.model)}`}
      className="card bg-base-100 group overflow-hidden shadow-md transition-shadow hover:shadow-xl"
    >
      <figure className="bg-base-200 aspect-[8/5]">
        <StoredPhoto
          src={model.image}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </figure>
      <div className="card-body flex-row items-center justify-between">
        <h3 className="card-title">{model.model}</h3>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          className="text-primary size-6 shrink-0 transition-transform group-hover:translate-x-1"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M5 12h14m-6-6 6 6-6 6" />
        </svg>
      </div>
    </Link>
  );
}

/** Placeholders of the cards' size, so the page below does not jump when the models arrive. */
function ModelCardSkeletons() {
  return (
    <ul aria-hidden="true" className={gridClass}>
      {[1, 2, 3].map((key) => (
        <li key={key} className="card bg-base-100 overflow-hidden shadow-md">
          <div className="skeleton aspect-[8/5] rounded-none" />
          <div className="card-body">
            <div className="skeleton h-7 w-32" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ModelsGrid() {
  const t = useT(catalogCatalogue);
  const { data: models, isPending, isError, refetch, isRefetching } = useCarModels();

  return (
    <section aria-labelledby="models-heading" className="space-y-6">
      <h2 id="models-heading" className="text-3xl font-bold tracking-tight">
        {t('models.heading')}
      </h2>
      {isPending ? (
        <div className="space-y-6">
          <LoadingBar label={t('models.loading')} />
          <ModelCardSkeletons />
        </div>
      ) : isError ? (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between">
          <span>{t('models.failed')}</span>
          <button
            type="button"
            className="btn btn-sm btn-error"
            onClick={() => void refetch()}
            disabled={isRefetching}
          >
            {t('models.retry')}
          </button>
        </div>
      ) : models.length === 0 ? (
        <p>{t('models.empty')}</p>
      ) : (
        <ul className={gridClass}>
          {models.map((model) => (
            <li key={model._id}>
              <ModelCard model={model} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
