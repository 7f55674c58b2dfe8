import type { ModerationAction, ModerationItem } from '@second-gear/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ShownDate } from '../../../components/ui/shown-date';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { carPath } from '../../../entities/car/car-path';
import { useModerationAction } from '../api/moderation-action';
import { useModerationQueue } from '../api/moderation-queue';
import { actionLabel, effectOf, evidenceOf, kindWord, reasonsText } from '../moderation-words';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';
import { LoadMore } from './list-more';

const actionButtonId = (item: ModerationItem, action: ModerationAction) => `moderate-${item._id}-${action}`;

function ItemCard({
  item,
  onAction,
}: {
  item: ModerationItem;
  onAction: (item: ModerationItem, action: ModerationAction) => void;
}) {
  const t = useT(adminCatalogue);
  const kind = kindWord(item.kind);
  const name = item.title ?? t('moderation.gone', { kind });
  return (
    <li className="card border-base-300 bg-base-100 border">
      <article className="card-body gap-2 p-4" aria-label={t('moderation.itemLabel', { kind, name })}>
        <p className="text-base-content/75 text-sm">
          <span className="badge badge-outline mr-2">{kind}</span>
          {t.rich('moderation.firstFlagged', { date: <ShownDate at={item.createdAt} time /> })}
        </p>
        <h2 className="font-semibold break-words">
          {item.link ? (
            <Link className="link" to={item.link}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        {item.excerpt ? (
          <p className="text-base-content/80 line-clamp-3 break-words">{item.excerpt}</p>
        ) : null}
        <Evidence item={item} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium">{t('moderation.reasons')}</dt>
          <dd>{reasonsText(item)}</dd>
          <dt className="font-medium">{t('moderation.flags')}</dt>
          <dd className="tabular-nums">{item.count}</dd>
          <dt className="font-medium">{t('moderation.owner')}</dt>
          <dd>{item.owner ? item.owner.name : t('moderation.noAccount')}</dd>
        </dl>
        <div className="flex flex-wrap gap-2 pt-1">
          {item.actions.map((action) => (
            <button
              key={action}
              id={actionButtonId(item, action)}
              type="button"
              className={`btn btn-sm ${action === 'delete' || action === 'suspend' ? 'btn-error btn-outline' : 'btn-outline'}`}
              aria-label={t('moderation.actionLabel', { action: actionLabel(action), name })}
              onClick={() => onAction(item, action)}
            >
              {actionLabel(action)}
            </button>
          ))}
        </div>
      </article>
    </li>
  );
}

/** An automatic flag's finding beside its target: the other listing, and a reused photo next to the one it copies. */
function Evidence({ item }: { item: ModerationItem }) {
  const t = useT(adminCatalogue);
  const { otherCar, photos } = evidenceOf(item);
  if (!otherCar) return null;
  return (
    <div className="space-y-2">
      {photos ? (
        <div className="grid max-w-md grid-cols-2 gap-2">
          <figure>
            <StoredPhoto src={photos.here} sizes="200px" className="rounded-box aspect-[8/5] object-cover" />
            <figcaption className="text-sm">{t('moderation.thisPhoto')}</figcaption>
          </figure>
          <figure>
            <StoredPhoto src={photos.there} sizes="200px" className="rounded-box aspect-[8/5] object-cover" />
            <figcaption className="text-sm">{t('moderation.matchingPhoto')}</figcaption>
          </figure>
        </div>
      ) : null}
      <p className="text-sm">
        <Link className="link" to={carPath(otherCar.id)}>
          {otherCar.label}
        </Link>
      </p>
    </div>
  );
}

function ActionDialog({
  item,
  action,
  onDone,
}: {
  item: ModerationItem;
  action: ModerationAction;
  onDone: () => void;
}) {
  const t = useT(adminCatalogue);
  const decide = useModerationAction();
  const label = actionLabel(action);
  return (
    <ReasonDialog
      title={t('moderation.actionLabel', { action: label, name: item.title ?? kindWord(item.kind) })}
      description={effectOf(action, item.kind)}
      label={t('moderation.reasonLabel')}
      submitLabel={label}
      pending={decide.isPending}
      error={decide.error}
      errorLead={t('moderation.nothingDone')}
      onSubmit={(reason) =>
        decide.mutate(
          { itemId: item._id, action, reason },
          {
            onSuccess: () => {
              toast.success(t('moderation.done', { action: label }));
              onDone();
            },
          },
        )
      }
      onClose={onDone}
      returnFocus={() => document.getElementById(actionButtonId(item, action))}
    />
  );
}

/** The moderation queue: what was flagged, oldest first, with each action an administrator may take and its reason. */
export function ModerationQueue() {
  const t = useT(adminCatalogue);
  const queue = useModerationQueue();
  const [deciding, setDeciding] = useState<{ item: ModerationItem; action: ModerationAction } | null>(null);
  const list = queue.data?.pages.flatMap((page) => page.rows);
  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('moderation.heading')}</h1>
        <p className="text-base-content/75">{t('moderation.intro')}</p>
      </div>
      {queue.isPending ? (
        <PulsingDots label={t('moderation.loading')} />
      ) : !list ? (
        <LoadFailed what={t('moderation.what')} error={queue.error} retry={() => void queue.refetch()} />
      ) : list.length === 0 ? (
        <div className="rounded-box border-base-300 border border-dashed p-8 text-center">
          <p className="text-lg">{t('moderation.empty')}</p>
        </div>
      ) : (
        <ul aria-label={t('moderation.queue')} className="grid gap-4 md:grid-cols-2">
          {list.map((item) => (
            <ItemCard
              key={item._id}
              item={item}
              onAction={(target, action) => setDeciding({ item: target, action })}
            />
          ))}
        </ul>
      )}
      {list ? <LoadMore what={t('moderation.more')} list={queue} /> : null}
      {deciding ? <ActionDialog {...deciding} onDone={() => setDeciding(null)} /> : null}
    </div>
  );
}
