import type { SellerCar } from '@second-gear/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { messageOf } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAdvertiseCar } from '../api/advertise-car';
import { useDeleteCar } from '../api/delete-car';
import { useMarkSoldElsewhere } from '../api/edit-car';
import { PriceDropBadge } from '../../../components/ui/price-drop-badge';
import { carPath } from '../../../entities/car/car-path';
import type { ListingNumbersWidget } from '../../../entities/car/car-widgets';
import { AppealDialog } from './appeal-dialog';
import { CompletenessPanel } from './completeness-panel';
import { EditCarDialog } from './edit-car-dialog';
import { LeadsList } from './leads-list';
import { useSellerProducts } from '../api/seller-products';
import { advertiseState } from '../advertising';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { useT } from '../../../lib/i18n';
import { sellingCatalogue } from '../i18n';

/**
 * From this width (beside the dashboard menu) the cars are a table with room for their names; below it, cards, two
 * to a row on tablets.
 */
const tableWidth = '(min-width: 1152px)';

type Shown =
  | { kind: 'confirm-delete'; car: SellerCar }
  | { kind: 'edit'; car: SellerCar }
  | { kind: 'confirm-sold'; car: SellerCar }
  | { kind: 'marked-sold'; car: SellerCar }
  | { kind: 'advertised'; car: SellerCar }
  | { kind: 'deleted'; car: SellerCar }
  | { kind: 'appeal'; car: SellerCar }
  | { kind: 'leads'; car: SellerCar }
  | null;

interface CarActions {
  advertise: (car: SellerCar) => void;
  askToDelete: (car: SellerCar) => void;
  edit: (car: SellerCar) => void;
  askToMarkSold: (car: SellerCar) => void;
  appeal: (car: SellerCar) => void;
  showLeads: (car: SellerCar) => void;
  /** The car whose Advertise call is running. */
  advertising: string | undefined;
}

const deleteButtonId = (car: SellerCar) => `delete-${car._id}`;
const keptNoteId = (car: SellerCar) => `kept-${car._id}`;
/** On a dealership's car, which of its staff listed it (the list holds every car of the dealership). */
function ListedBy({ car }: { car: SellerCar }) {
  const t = useT(sellingCatalogue);
  if (!car.dealer || !car.sellerName) return null;
  return (
    <p className="text-base-content/75 text-sm font-normal">
      {t('products.listedBy', { name: car.sellerName })}
    </p>
  );
}

function StatusBadges({ car, stacked = false }: { car: SellerCar; stacked?: boolean }) {
  const t = useT(sellingCatalogue);
  return (
    <span className={`flex gap-1.5 ${stacked ? 'flex-col items-start' : 'flex-wrap'}`}>
      <span className={`badge badge-sm ${car.saleStatus === 'sold' ? 'badge-neutral' : 'badge-success'}`}>
        {t('products.badge.sale', { status: car.saleStatus })}
      </span>
      {car.status === 'advertised' ? (
        <span className="badge badge-sm badge-info">{t('products.badge.advertised')}</span>
      ) : null}
      {car.hidden ? (
        <span className="badge badge-sm badge-warning h-auto text-left">
          {t('products.badge.hidden', {
            suspended: car.hidden.by === 'suspension' ? 'yes' : 'no',
            reason: car.hidden.reason,
            appealed: car.hidden.appealed ? 'yes' : 'no',
          })}
        </span>
      ) : null}
      <PriceDropBadge drop={car.priceDrop} />
    </span>
  );
}

/** A sold car's listing is done with: its quality is only worth improving while it is for sale. */
function QualityOf({ car }: { car: SellerCar }) {
  return car.saleStatus === 'sold' ? null : (
    <CompletenessPanel productName={car.productName} completeness={car.completeness} compact />
  );
}

function CarPhoto({ car, width, height }: { car: SellerCar; width: number; height: number }) {
  return (
    <StoredPhoto
      src={car.image}
      sizes={`${width}px`}
      width={width}
      height={height}
      className="bg-base-200 rounded-field max-w-none shrink-0 object-cover"
      style={{ width, height }}
    />
  );
}

function ActionButtons({
  car,
  actions,
  stacked = false,
}: {
  car: SellerCar;
  actions: CarActions;
  stacked?: boolean;
}) {
  const t = useT(sellingCatalogue);
  const state = advertiseState(car);
  // Why a sold car has no Delete: the server keeps it as the record of its sale.
  const soldStaysOnRecord = t('products.soldStaysOnRecord');
  const busy = actions.advertising === car._id;
  const sold = car.saleStatus === 'sold';
  return (
    <div className={stacked ? 'grid w-28 gap-2' : 'flex flex-wrap gap-2'}>
      {state === 'advertised' ? (
        <button
          type="button"
          className="btn btn-sm"
          disabled
          aria-label={t('products.advertisedLabel', { name: car.productName })}
        >
          {t('products.advertised')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={state === 'sold' || actions.advertising !== undefined}
          aria-label={t('products.advertiseLabel', { name: car.productName })}
          onClick={() => actions.advertise(car)}
        >
          {busy ? <span aria-hidden="true" className="loading loading-spinner loading-xs" /> : null}
          {t('products.advertise')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline"
        aria-label={t('products.leadsLabel', { name: car.productName })}
        onClick={() => actions.showLeads(car)}
      >
        {t('products.leads')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={sold}
        aria-label={t('products.editLabel', { name: car.productName })}
        onClick={() => actions.edit(car)}
      >
        {t('products.edit')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={sold}
        aria-label={t('products.markSoldLabel', { name: car.productName })}
        onClick={() => actions.askToMarkSold(car)}
      >
        {t('products.markSold')}
      </button>
      {car.hidden?.by === 'moderator' && !car.hidden.appealed ? (
        <button
          type="button"
          className="btn btn-sm btn-outline btn-warning"
          aria-label={t('products.appealLabel', { name: car.productName })}
          onClick={() => actions.appeal(car)}
        >
          {t('products.appeal')}
        </button>
      ) : null}
      <button
        id={deleteButtonId(car)}
        type="button"
        className="btn btn-sm btn-outline btn-error"
        disabled={sold}
        title={sold ? soldStaysOnRecord : undefined}
        aria-describedby={sold ? keptNoteId(car) : undefined}
        aria-label={t('products.deleteLabel', { name: car.productName })}
        onClick={() => actions.askToDelete(car)}
      >
        {t('products.delete')}
      </button>
      {sold ? (
        <p id={keptNoteId(car)} className="text-base-content/75 basis-full text-xs">
          {soldStaysOnRecord}
        </p>
      ) : null}
    </div>
  );
}

/** The cars, what can be done with each, and the widget drawing a car's headline numbers (when given). */
interface CarsProps {
  cars: SellerCar[];
  actions: CarActions;
  numbers?: ListingNumbersWidget;
}

function CarsTable({ cars, actions, numbers: Numbers }: CarsProps) {
  const t = useT(sellingCatalogue);
  return (
    <div className="rounded-box border-base-300 overflow-x-auto border">
      <table className="table">
        <caption className="sr-only">{t('products.yourCars')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.column.photo')}</th>
            <th scope="col">{t('products.column.name')}</th>
            <th scope="col">{t('products.column.model')}</th>
            <th scope="col" className="text-right">
              {t('products.column.price')}
            </th>
            <th scope="col">{t('products.column.status')}</th>
            <th scope="col">{t('products.column.quality')}</th>
            <th scope="col">{t('products.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {cars.map((car) => (
            <tr key={car._id}>
              <td>
                <CarPhoto car={car} width={80} height={50} />
              </td>
              <th scope="row" className="font-semibold">
                <Link to={carPath(car._id)} className="link link-hover">
                  {car.productName}
                </Link>
                <ListedBy car={car} />
                {Numbers ? <Numbers car={car} /> : null}
              </th>
              <td>{car.model}</td>
              <td className="text-right font-semibold tabular-nums">{formatPrice(car.resalePrice)}</td>
              <td>
                <StatusBadges car={car} stacked />
              </td>
              <td className="min-w-48">
                <QualityOf car={car} />
              </td>
              <td>
                <ActionButtons car={car} actions={actions} stacked />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CarCards({ cars, actions, numbers: Numbers }: CarsProps) {
  const t = useT(sellingCatalogue);
  return (
    <ul aria-label={t('products.yourCars')} className="grid gap-4 sm:grid-cols-2">
      {cars.map((car) => (
        <li key={car._id} className="card border-base-300 bg-base-100 border">
          <div className="card-body gap-3 p-4">
            <div className="flex gap-3">
              <CarPhoto car={car} width={112} height={70} />
              <div className="min-w-0 space-y-1">
                <h2 className="leading-snug font-semibold break-words">
                  <Link to={carPath(car._id)} className="link link-hover">
                    {car.productName}
                  </Link>
                </h2>
                <p className="text-base-content/75 text-sm">{car.model}</p>
                <ListedBy car={car} />
                <p className="font-semibold tabular-nums">{formatPrice(car.resalePrice)}</p>
                {Numbers ? <Numbers car={car} /> : null}
              </div>
            </div>
            <StatusBadges car={car} />
            <QualityOf car={car} />
            <ActionButtons car={car} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The seller's own cars, with Advertise and Delete (after a confirmation); dialogs say what was done. `numbers` draws a
 * car's headline numbers on its row (passed in by the route).
 */
export function MyProducts({ numbers }: { numbers?: ListingNumbersWidget } = {}) {
  const t = useT(sellingCatalogue);
  const products = useSellerProducts();
  const advertise = useAdvertiseCar();
  const remove = useDeleteCar();
  const markSold = useMarkSoldElsewhere();
  const wide = useMediaQuery(tableWidth);
  const [shown, setShown] = useState<Shown>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const actions: CarActions = {
    advertise: (car) => {
      remove.reset();
      advertise.mutate(car, {
        onSuccess: ({ modifiedCount }) => {
          if (modifiedCount > 0) setShown({ kind: 'advertised', car });
        },
      });
    },
    askToDelete: (car) => {
      advertise.reset();
      remove.reset();
      setShown({ kind: 'confirm-delete', car });
    },
    edit: (car) => setShown({ kind: 'edit', car }),
    askToMarkSold: (car) => {
      markSold.reset();
      setShown({ kind: 'confirm-sold', car });
    },
    appeal: (car) => setShown({ kind: 'appeal', car }),
    showLeads: (car) => setShown({ kind: 'leads', car }),
    advertising: advertise.isPending ? advertise.variables._id : undefined,
  };

  function confirmDelete(car: SellerCar) {
    remove.mutate(car, {
      onSuccess: ({ deletedCount }) => setShown(deletedCount > 0 ? { kind: 'deleted', car } : null),
    });
  }

  const close = () => setShown(null);
  const cars = products.data;

  return (
    <div className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
          >
            {t('products.heading')}
          </h1>
          {cars && cars.length > 0 ? (
            <p className="text-base-content/75">{t('products.count', { count: cars.length })}</p>
          ) : null}
        </div>
        {cars && cars.length > 0 ? (
          <Link to="/dashboard/addProduct" className="btn btn-outline btn-sm">
            {t('products.add')}
          </Link>
        ) : null}
      </div>

      {advertise.isError ? (
        <div role="alert" className="alert alert-error alert-soft">
          <span>
            {t.rich('products.advertiseFailed', {
              name: advertise.variables.productName,
              message: messageOf(advertise.error),
              strong: (chunks) => <span className="font-semibold">{chunks}</span>,
            })}
          </span>
        </div>
      ) : null}

      {products.isPending ? (
        <PulsingDots label={t('products.loading')} />
      ) : products.isError ? (
        <LoadFailed
          what={t('products.yourCars')}
          error={products.error}
          retry={() => void products.refetch()}
        />
      ) : cars && cars.length === 0 ? (
        <div className="rounded-box border-base-300 space-y-4 border border-dashed p-8 text-center">
          <p className="text-lg">{t('products.empty')}</p>
          <Link to="/dashboard/addProduct" className="btn btn-primary">
            {t('products.add')}
          </Link>
        </div>
      ) : cars && wide ? (
        <CarsTable cars={cars} actions={actions} numbers={numbers} />
      ) : cars ? (
        <CarCards cars={cars} actions={actions} numbers={numbers} />
      ) : null}

      {shown?.kind === 'confirm-delete' ? (
        <ConfirmDeleteDialog
          title={t('products.confirmDelete.title', { name: shown.car.productName })}
          pending={remove.isPending}
          error={remove.isError ? remove.error : null}
          onConfirm={() => confirmDelete(shown.car)}
          onCancel={close}
        >
          <p>{t('products.confirmDelete.text')}</p>
        </ConfirmDeleteDialog>
      ) : null}

      {shown?.kind === 'edit' ? (
        <EditCarDialog
          car={shown.car}
          onClose={() => {
            setShown(null);
          }}
        />
      ) : null}

      {shown?.kind === 'appeal' ? <AppealDialog car={shown.car} onClose={close} /> : null}

      {shown?.kind === 'leads' ? (
        <Dialog
          title={t('products.leads.title', { name: shown.car.productName })}
          onClose={close}
          actions={
            <button type="button" className="btn" onClick={close}>
              {t('products.close')}
            </button>
          }
        >
          <LeadsList carId={shown.car._id} productName={shown.car.productName} />
        </Dialog>
      ) : null}

      {shown?.kind === 'confirm-sold' ? (
        <Dialog
          title={t('products.confirmSold.title', { name: shown.car.productName })}
          closable={!markSold.isPending}
          onClose={close}
          actions={
            <>
              <button
                type="button"
                className="btn"
                data-autofocus
                disabled={markSold.isPending}
                onClick={close}
              >
                {t('products.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={markSold.isPending}
                onClick={() =>
                  markSold.mutate(shown.car._id, {
                    onSuccess: () => setShown({ kind: 'marked-sold', car: shown.car }),
                  })
                }
              >
                {t('products.markSold')}
              </button>
            </>
          }
        >
          <p>{t('products.confirmSold.text')}</p>
          {markSold.isError ? (
            <p role="alert" className="text-error font-medium">
              {messageOf(markSold.error)}
            </p>
          ) : null}
        </Dialog>
      ) : null}

      {shown?.kind === 'marked-sold' ? (
        <Dialog
          title={t('products.markedSold.title', { name: shown.car.productName })}
          onClose={close}
          returnFocus={() => heading.current}
          actions={
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('products.ok')}
            </button>
          }
        />
      ) : null}

      {shown?.kind === 'advertised' ? (
        <Dialog
          title={t('products.advertised.title', { name: shown.car.productName })}
          onClose={close}
          returnFocus={() => document.getElementById(deleteButtonId(shown.car))}
          actions={
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('products.ok')}
            </button>
          }
        >
          <p>{t('products.advertised.text')}</p>
        </Dialog>
      ) : null}

      {shown?.kind === 'deleted' ? (
        <Dialog
          title={t('products.deleted.title', { name: shown.car.productName })}
          onClose={close}
          returnFocus={() => heading.current}
          actions={
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('products.ok')}
            </button>
          }
        />
      ) : null}
    </div>
  );
}
