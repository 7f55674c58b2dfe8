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
  if (!car.dealer || !car.sellerName) return null;
  return <p className="text-base-content/75 text-sm font-normal">Listed by {car.sellerName}</p>;
}

/** Why a sold car has no Delete: the server keeps it as the record of its sale. */
const soldStaysOnRecord = 'Sold cars stay on record';

function StatusBadges({ car, stacked = false }: { car: SellerCar; stacked?: boolean }) {
  return (
    <span className={`flex gap-1.5 ${stacked ? 'flex-col items-start' : 'flex-wrap'}`}>
      <span className={`badge badge-sm ${car.saleStatus === 'sold' ? 'badge-neutral' : 'badge-success'}`}>
        {car.saleStatus}
      </span>
      {car.status === 'advertised' ? <span className="badge badge-sm badge-info">advertised</span> : null}
      {car.hidden ? (
        <span className="badge badge-sm badge-warning h-auto text-left">
          hidden{car.hidden.by === 'suspension' ? ' (account suspended)' : ''}: {car.hidden.reason}
          {car.hidden.appealed ? ' (appeal sent)' : ''}
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
  const state = advertiseState(car);
  const busy = actions.advertising === car._id;
  const sold = car.saleStatus === 'sold';
  return (
    <div className={stacked ? 'grid w-28 gap-2' : 'flex flex-wrap gap-2'}>
      {state === 'advertised' ? (
        <button type="button" className="btn btn-sm" disabled aria-label={`Advertised ${car.productName}`}>
          Advertised
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={state === 'sold' || actions.advertising !== undefined}
          aria-label={`Advertise ${car.productName}`}
          onClick={() => actions.advertise(car)}
        >
          {busy ? <span aria-hidden="true" className="loading loading-spinner loading-xs" /> : null}
          Advertise
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline"
        aria-label={`Leads for ${car.productName}`}
        onClick={() => actions.showLeads(car)}
      >
        Leads
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={sold}
        aria-label={`Edit ${car.productName}`}
        onClick={() => actions.edit(car)}
      >
        Edit
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={sold}
        aria-label={`Mark as sold: ${car.productName}`}
        onClick={() => actions.askToMarkSold(car)}
      >
        Mark as sold
      </button>
      {car.hidden?.by === 'moderator' && !car.hidden.appealed ? (
        <button
          type="button"
          className="btn btn-sm btn-outline btn-warning"
          aria-label={`Appeal the hiding of ${car.productName}`}
          onClick={() => actions.appeal(car)}
        >
          Appeal
        </button>
      ) : null}
      <button
        id={deleteButtonId(car)}
        type="button"
        className="btn btn-sm btn-outline btn-error"
        disabled={sold}
        title={sold ? soldStaysOnRecord : undefined}
        aria-describedby={sold ? keptNoteId(car) : undefined}
        aria-label={`Delete ${car.productName}`}
        onClick={() => actions.askToDelete(car)}
      >
        Delete
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
  return (
    <div className="rounded-box border-base-300 overflow-x-auto border">
      <table className="table">
        <caption className="sr-only">Your cars</caption>
        <thead>
          <tr>
            <th scope="col">Photo</th>
            <th scope="col">Name</th>
            <th scope="col">Model</th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col">Status</th>
            <th scope="col">Quality</th>
            <th scope="col">Actions</th>
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
  return (
    <ul aria-label="Your cars" className="grid gap-4 sm:grid-cols-2">
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
            My products
          </h1>
          {cars && cars.length > 0 ? (
            <p className="text-base-content/75">
              {cars.length === 1 ? 'One car listed.' : `${cars.length} cars listed.`}
            </p>
          ) : null}
        </div>
        {cars && cars.length > 0 ? (
          <Link to="/dashboard/addProduct" className="btn btn-outline btn-sm">
            Add a product
          </Link>
        ) : null}
      </div>

      {advertise.isError ? (
        <div role="alert" className="alert alert-error alert-soft">
          <span>
            <span className="font-semibold">{advertise.variables.productName} was not advertised. </span>
            {messageOf(advertise.error)}
          </span>
        </div>
      ) : null}

      {products.isPending ? (
        <PulsingDots label="Loading your cars" />
      ) : products.isError ? (
        <LoadFailed what="Your cars" error={products.error} retry={() => void products.refetch()} />
      ) : cars && cars.length === 0 ? (
        <div className="rounded-box border-base-300 space-y-4 border border-dashed p-8 text-center">
          <p className="text-lg">You have not listed any car yet.</p>
          <Link to="/dashboard/addProduct" className="btn btn-primary">
            Add a product
          </Link>
        </div>
      ) : cars && wide ? (
        <CarsTable cars={cars} actions={actions} numbers={numbers} />
      ) : cars ? (
        <CarCards cars={cars} actions={actions} numbers={numbers} />
      ) : null}

      {shown?.kind === 'confirm-delete' ? (
        <ConfirmDeleteDialog
          title={`Delete ${shown.car.productName}?`}
          pending={remove.isPending}
          error={remove.isError ? remove.error : null}
          onConfirm={() => confirmDelete(shown.car)}
          onCancel={close}
        >
          <p>The listing is removed for good and buyers will no longer see it.</p>
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
          title={`Who is interested in ${shown.car.productName}`}
          onClose={close}
          actions={
            <button type="button" className="btn" onClick={close}>
              Close
            </button>
          }
        >
          <LeadsList carId={shown.car._id} productName={shown.car.productName} />
        </Dialog>
      ) : null}

      {shown?.kind === 'confirm-sold' ? (
        <Dialog
          title={`Mark ${shown.car.productName} as sold?`}
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
                Cancel
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
                Mark as sold
              </button>
            </>
          }
        >
          <p>
            Sold it some other way? It comes off sale, and buyers who booked it and have not paid are told
            their booking is cancelled. This cannot be undone.
          </p>
          {markSold.isError ? (
            <p role="alert" className="text-error font-medium">
              {messageOf(markSold.error)}
            </p>
          ) : null}
        </Dialog>
      ) : null}

      {shown?.kind === 'marked-sold' ? (
        <Dialog
          title={`${shown.car.productName} is marked as sold`}
          onClose={close}
          returnFocus={() => heading.current}
          actions={
            <button type="button" className="btn btn-primary" onClick={close}>
              OK
            </button>
          }
        />
      ) : null}

      {shown?.kind === 'advertised' ? (
        <Dialog
          title={`${shown.car.productName} is advertised !`}
          onClose={close}
          returnFocus={() => document.getElementById(deleteButtonId(shown.car))}
          actions={
            <button type="button" className="btn btn-primary" onClick={close}>
              OK
            </button>
          }
        >
          <p>It now shows in Latest Collections on the home page.</p>
        </Dialog>
      ) : null}

      {shown?.kind === 'deleted' ? (
        <Dialog
          title={`${shown.car.productName} is deleted successfully`}
          onClose={close}
          returnFocus={() => heading.current}
          actions={
            <button type="button" className="btn btn-primary" onClick={close}>
              OK
            </button>
          }
        />
      ) : null}
    </div>
  );
}
