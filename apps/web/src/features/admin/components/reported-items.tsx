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
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

/** From this width (beside the dashboard menu) the reported cars are a table; below it, cards. */
const tableWidth = '(min-width: 1152px)';

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
  const t = useT(adminCatalogue);
  return (
    <button
      id={deleteButtonId(item)}
      type="button"
      className="btn btn-sm btn-outline btn-error"
      aria-label={t('people.deleteLabel', { name: item.productName })}
      onClick={() => onDelete(item)}
    >
      {t('people.delete')}
    </button>
  );
}

function ItemsTable({ items, onDelete }: { items: ReportedItem[]; onDelete: (item: ReportedItem) => void }) {
  const t = useT(adminCatalogue);
  return (
    <div className="rounded-box border-base-300 overflow-x-auto border">
      <table className="table">
        <caption className="sr-only">{t('reported.cars')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reported.photo')}</th>
            <th scope="col">{t('reported.productName')}</th>
            <th scope="col">{t('reported.model')}</th>
            <th scope="col" className="text-right">
              {t('reported.price')}
            </th>
            <th scope="col">{t('reported.reports')}</th>
            <th scope="col">{t('people.actions')}</th>
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
              <td className="tabular-nums">{t('reported.count', { count: item.reportCount })}</td>
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
  const t = useT(adminCatalogue);
  return (
    <ul aria-label={t('reported.cars')} className="grid gap-4 sm:grid-cols-2">
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
              <span className="text-base-content/75 text-sm tabular-nums">
                {t('reported.count', { count: item.reportCount })}
              </span>
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
  const t = useT(adminCatalogue);
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
        if (deletedCount > 0) toast.success(t('deleteAccount.done', { name: item.productName }));
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
          {t('reported.heading')}
        </h1>
        <ModerationQueuePointer>{t('reported.pointer')}</ModerationQueuePointer>
        {list && list.length > 0 ? (
          <p className="text-base-content/75">
            {items.hasNextPage
              ? t('reported.shownMore', { count: list.length })
              : t('reported.shown', { count: list.length })}
          </p>
        ) : null}
      </div>

      {items.isPending ? (
        <PulsingDots label={t('reported.loading')} />
      ) : !list ? (
        <LoadFailed what={t('reported.what')} error={items.error} retry={() => void items.refetch()} />
      ) : list.length === 0 ? (
        <div className="rounded-box border-base-300 border border-dashed p-8 text-center">
          <p className="text-lg">{t('reported.empty')}</p>
        </div>
      ) : wide ? (
        <ItemsTable items={list} onDelete={askToDelete} />
      ) : (
        <ItemCards items={list} onDelete={askToDelete} />
      )}
      {list ? <LoadMore what={t('reported.more')} list={items} /> : null}

      {deleting ? (
        <ConfirmDeleteDialog
          title={t('reported.confirm.title', { name: deleting.productName })}
          pending={remove.isPending}
          error={remove.isError ? remove.error : null}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
          // Back to the row's Delete button when cancelled; to the heading once the row is gone.
          returnFocus={() => document.getElementById(deleteButtonId(deleting)) ?? heading.current}
        >
          <p>{t('reported.confirm.text')}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </div>
  );
}
