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
import { actionWords, effectOf, evidenceOf, kindWords, reasonsText } from '../moderation-words';
import { LoadMore } from './list-more';

const actionButtonId = (item: ModerationItem, action: ModerationAction) => `moderate-${item._id}-${action}`;

function ItemCard({
  item,
  onAction,
}: {
  item: ModerationItem;
  onAction: (item: ModerationItem, action: ModerationAction) => void;
}) {
  const name = item.title ?? `${kindWords[item.kind]} (gone)`;
  return (
    <li className="card border-base-300 bg-base-100 border">
      <article className="card-body gap-2 p-4" aria-label={`${kindWords[item.kind]}: ${name}`}>
        <p className="text-base-content/75 text-sm">
          <span className="badge badge-outline mr-2">{kindWords[item.kind]}</span>
          First flagged <ShownDate at={item.createdAt} time />
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
          <dt className="font-medium">Reasons</dt>
          <dd>{reasonsText(item)}</dd>
          <dt className="font-medium">Flags</dt>
          <dd className="tabular-nums">{item.count}</dd>
          <dt className="font-medium">Owner</dt>
          <dd>{item.owner ? item.owner.name : 'No account'}</dd>
        </dl>
        <div className="flex flex-wrap gap-2 pt-1">
          {item.actions.map((action) => (
            <button
              key={action}
              id={actionButtonId(item, action)}
              type="button"
              className={`btn btn-sm ${action === 'delete' || action === 'suspend' ? 'btn-error btn-outline' : 'btn-outline'}`}
              aria-label={`${actionWords[action].label}: ${name}`}
              onClick={() => onAction(item, action)}
            >
              {actionWords[action].label}
            </button>
          ))}
        </div>
      </article>
    </li>
  );
}

/** An automatic flag's finding beside its target: the other listing, and a reused photo next to the one it copies. */
function Evidence({ item }: { item: ModerationItem }) {
  const { otherCar, photos } = evidenceOf(item);
  if (!otherCar) return null;
  return (
    <div className="space-y-2">
      {photos ? (
        <div className="grid max-w-md grid-cols-2 gap-2">
          <figure>
            <StoredPhoto src={photos.here} sizes="200px" className="rounded-box aspect-[8/5] object-cover" />
            <figcaption className="text-sm">This listing’s photo</figcaption>
          </figure>
          <figure>
            <StoredPhoto src={photos.there} sizes="200px" className="rounded-box aspect-[8/5] object-cover" />
            <figcaption className="text-sm">The matching listing’s photo</figcaption>
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
  const decide = useModerationAction();
  const words = actionWords[action];
  return (
    <ReasonDialog
      title={`${words.label}: ${item.title ?? kindWords[item.kind]}`}
      description={effectOf(action, item.kind)}
      label="Reason (the owner may read it)"
      submitLabel={words.label}
      pending={decide.isPending}
      error={decide.error}
      errorLead="Nothing was done."
      onSubmit={(reason) =>
        decide.mutate(
          { itemId: item._id, action, reason },
          {
            onSuccess: () => {
              toast.success(`${words.label}: done`);
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
  const queue = useModerationQueue();
  const [deciding, setDeciding] = useState<{ item: ModerationItem; action: ModerationAction } | null>(null);
  const list = queue.data?.pages.flatMap((page) => page.rows);
  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Moderation</h1>
        <p className="text-base-content/75">
          Reported and automatically flagged listings, messages, reviews and accounts, oldest first.
        </p>
      </div>
      {queue.isPending ? (
        <PulsingDots label="Loading the moderation queue" />
      ) : !list ? (
        <LoadFailed what="The moderation queue" error={queue.error} retry={() => void queue.refetch()} />
      ) : list.length === 0 ? (
        <div className="rounded-box border-base-300 border border-dashed p-8 text-center">
          <p className="text-lg">Nothing is waiting for a decision.</p>
        </div>
      ) : (
        <ul aria-label="Moderation queue" className="grid gap-4 md:grid-cols-2">
          {list.map((item) => (
            <ItemCard
              key={item._id}
              item={item}
              onAction={(target, action) => setDeciding({ item: target, action })}
            />
          ))}
        </ul>
      )}
      {list ? <LoadMore what="More items" list={queue} /> : null}
      {deciding ? <ActionDialog {...deciding} onDone={() => setDeciding(null)} /> : null}
    </div>
  );
}
