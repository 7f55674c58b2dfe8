import type { ReportedItem } from '@second-gear/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { formatPrice } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDeleteReportedItem } from '../api/delete-reported-item';
import { useReportedItems } from '../api/reported-items';
import { LoadMore } from './list-more';
import { ModerationQueuePointer } from './moderation-queue-pointer';

/** From this width (beside the dashboard menu) the reported cars are a table; below it, cards. */
const tableWidth = '(min-width: 1152px)';

const reportCount = (item: ReportedItem) =>
  item.reportCount === 1 ? '1 report' : `${item.reportCount} reports`;

function CarPhoto({ item, width, height }: { item: ReportedItem; width: number; height: number }) {
  return (
    <StoredPhoto
      src={item.image}
      sizes={`${width}px`}
      width={width}
      height={height}
      className="bg-base-200 rounded-field max-w-none shrink-0 object-cover"
      style={{ width, height }}
    />
  );
}

const deleteButtonId = (item: ReportedItem) => `delete-reported-${item._id}`;

function DeleteButton({ item, onDelete }: { item: ReportedItem; onDelete: (item: ReportedItem) => void }) {
  return (
    <button
      id={deleteButtonId(item)}
      type="button"
      className="btn btn-sm btn-outline btn-error"
      aria-label={`Delete ${item.productName}`}
      onClick={() => onDelete(item)}
    >
      Delete
    </button>
  );
}

function ItemsTable({ items, onDelete }: { items: ReportedItem[]; onDelete: (item: ReportedItem) => void }) {
  return (
    <div className="rounded-box border-base-300 overflow-x-auto border">
      <table className="table">
        <caption className="sr-only">Reported cars</caption>
        <thead>
          <tr>
            <th scope="col">Photo</th>
            <th scope="col">Product name</th>
            <th scope="col">Model</th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col">Reports</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id}>
              <td>
                <CarPhoto item={item} width={80} height={50} />
              </td>
              <th scope="row" className="font-semibold">
                {item.productName}
              </th>
              <td>{item.model}</td>
              <td className="text-right font-semibold tabular-nums">{formatPrice(item.resalePrice)}</td>
              <td className="tabular-nums">{reportCount(item)}</td>
              <td>
                <DeleteButton item={item} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ItemCards({ items, onDelete }: { items: ReportedItem[]; onDelete: (item: ReportedItem) => void }) {
  return (
    <ul aria-label="Reported cars" className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item._id} className="card border-base-300 bg-base-100 border">
          <div className="card-body gap-3 p-4">
            <div className="flex gap-3">
              <CarPhoto item={item} width={112} height={70} />
              <div className="min-w-0 space-y-1">
                <h2 className="leading-snug font-semibold break-words">{item.productName}</h2>
                <p className="text-base-content/75 text-sm">{item.model}</p>
                <p className="font-semibold tabular-nums">{formatPrice(item.resalePrice)}</p>
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-base-content/75 text-sm tabular-nums">{reportCount(item)}</span>
              <DeleteButton item={item} onDelete={onDelete} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Reported Items: each car buyers reported, most reported first, 50 at a time, with Delete (after a confirmation). */
export function ReportedItems() {
  const items = useReportedItems();
  const remove = useDeleteReportedItem();
  const wide = useMediaQuery(tableWidth);
  const [deleting, setDeleting] = useState<ReportedItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = items.data?.pages.flatMap((page) => page.rows);

  function askToDelete(item: ReportedItem) {
    remove.reset();
    setDeleting(item);
  }

  function confirmDelete(item: ReportedItem) {
    remove.mutate(item, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) toast.success(`${item.productName} is deleted successfully`);
        setDeleting(null);
      },
    });
  }

  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
        >
          Reported Items
        </h1>
        <ModerationQueuePointer>
          Delete here removes a reported car at once, without a reason.
        </ModerationQueuePointer>
        {list && list.length > 0 ? (
          <p className="text-base-content/75">
            {items.hasNextPage
              ? `${list.length} reported cars shown; more below.`
              : list.length === 1
                ? 'One car reported.'
                : `${list.length} cars reported.`}
          </p>
        ) : null}
      </div>

      {items.isPending ? (
        <PulsingDots label="Loading the reported cars" />
      ) : !list ? (
        <LoadFailed what="The reported cars" error={items.error} retry={() => void items.refetch()} />
      ) : list.length === 0 ? (
        <div className="rounded-box border-base-300 border border-dashed p-8 text-center">
          <p className="text-lg">No car has been reported.</p>
        </div>
      ) : wide ? (
        <ItemsTable items={list} onDelete={askToDelete} />
      ) : (
        <ItemCards items={list} onDelete={askToDelete} />
      )}
      {list ? <LoadMore what="More reported cars" list={items} /> : null}

      {deleting ? (
        <ConfirmDeleteDialog
          title={`Delete ${deleting.productName}?`}
          pending={remove.isPending}
          error={remove.isError ? remove.error : null}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
          // Back to the row's Delete button when cancelled; to the heading once the row is gone.
          returnFocus={() => document.getElementById(deleteButtonId(deleting)) ?? heading.current}
        >
          <p>The listing and its reports are removed for good, and its unpaid bookings are cancelled.</p>
        </ConfirmDeleteDialog>
      ) : null}
    </div>
  );
}
