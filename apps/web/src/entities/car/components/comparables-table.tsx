import type { ComparableCar } from '@second-gear/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { formatMileage, formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';
import { carPath } from '../car-path';

/** Comparable cars, each with its price and the price it counted at (moved for the difference in mileage). */
export function ComparablesTable({
  comparables,
  onClose,
}: {
  comparables: readonly ComparableCar[];
  onClose?: () => void;
}) {
  const t = useT(entitiesCatalogue);
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table className="table-sm table">
        <thead>
          <tr>
            <th scope="col">{t('car.comparables.car')}</th>
            <th scope="col">{t('car.comparables.mileage')}</th>
            <th scope="col">{t('car.comparables.price')}</th>
            <th scope="col">{t('car.comparables.countedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {comparables.map((car) => (
            <tr key={car._id}>
              <th scope="row" className="font-normal">
                {car.saleStatus === 'available' ? (
                  <Link to={carPath(car._id)} className="link" onClick={onClose}>
                    {car.productName}
                  </Link>
                ) : (
                  <span>
                    {car.productName}{' '}
                    <span className="badge badge-neutral badge-sm">{t('car.comparables.sold')}</span>
                  </span>
                )}
                <span className="text-base-content/75 block text-xs">
                  {car.year} · {car.location}
                </span>
              </th>
              <td className="tabular-nums">{formatMileage(car.mileage)}</td>
              <td className="tabular-nums">{formatPrice(car.resalePrice)}</td>
              <td className="font-semibold tabular-nums">{formatPrice(car.adjustedPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A dialog listing the comparables a figure came from, once they are loaded. */
export function ComparablesDialog({
  title,
  description,
  listed,
  onClose,
}: {
  title: string;
  description: ReactNode;
  listed: UseQueryResult<{ comparables: ComparableCar[] }>;
  onClose: () => void;
}) {
  const t = useT(entitiesCatalogue);
  return (
    <Dialog
      title={title}
      description={<p className="text-sm">{description}</p>}
      onClose={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {t('car.comparables.close')}
        </button>
      }
    >
      {listed.isPending ? (
        <PulsingDots label={t('car.comparables.loading')} />
      ) : listed.isError ? (
        <LoadFailed
          what={t('car.comparables.what')}
          error={listed.error}
          retry={() => void listed.refetch()}
        />
      ) : (
        <ComparablesTable comparables={listed.data.comparables} onClose={onClose} />
      )}
    </Dialog>
  );
}
