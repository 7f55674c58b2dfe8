import type { DealerAssignee, DealerConversation, DealerMembership } from '@second-gear/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { formatDateTime } from '../../../lib/format';
import { useAssignConversation, useDealerConversations, type InboxFilter } from '../api/dealer-conversations';
import { useT } from '../../../lib/i18n';
import { dealerInboxCatalogue } from '../i18n';

const filters: InboxFilter[] = ['all', 'me', 'none'];

function FilterTabs({ value, onChange }: { value: InboxFilter; onChange: (value: InboxFilter) => void }) {
  const t = useT(dealerInboxCatalogue);
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('filter.legend')}</legend>
      <div className="tabs tabs-box w-fit">
        {filters.map((filter) => (
          <input
            key={filter}
            type="radio"
            name={name}
            className="tab"
            aria-label={t('filter.label', { filter })}
            checked={value === filter}
            onChange={() => onChange(filter)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The "Assign to" select of one conversation: choosing a staff member gives it to them at once. */
function AssignTo({ conversation, staff }: { conversation: DealerConversation; staff: DealerAssignee[] }) {
  const t = useT(dealerInboxCatalogue);
  const assign = useAssignConversation();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm">
        {t('assign.label')}
      </label>
      <select
        id={id}
        className="select select-sm w-full max-w-xs"
        value={conversation.assignedTo?.accountId ?? ''}
        disabled={assign.isPending}
        aria-describedby={assign.isError ? `${id}-problem` : undefined}
        onChange={(event) => {
          if (event.target.value)
            assign.mutate({ conversationId: conversation._id, accountId: event.target.value });
        }}
      >
        {conversation.assignedTo ? null : <option value="">{t('assign.nobody')}</option>}
        {staff.map((member) => (
          <option key={member.accountId} value={member.accountId}>
            {member.username}
          </option>
        ))}
      </select>
      <RequestProblem id={`${id}-problem`} error={assign.error} lead={t('assign.failed')} />
    </div>
  );
}

function InboxItem({
  conversation,
  staff,
  canAssign,
}: {
  conversation: DealerConversation;
  staff: DealerAssignee[];
  canAssign: boolean;
}) {
  const t = useT(dealerInboxCatalogue);
  const { assignedTo, lastMessage, unread } = conversation;
  return (
    <li
      className={`rounded-box border p-4 ${assignedTo ? 'border-base-300' : 'border-warning bg-warning/10 border-2'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={`/dashboard/messages/${conversation._id}`} className="link font-semibold">
              {t('item.title', { buyer: conversation.buyerName, car: conversation.car.productName })}
            </Link>
            {assignedTo ? null : <span className="badge badge-warning">{t('item.unassigned')}</span>}
            {unread > 0 ? (
              <span className="badge badge-primary badge-sm">{t('item.unread', { count: unread })}</span>
            ) : null}
          </p>
          <p className="text-sm">
            {assignedTo ? t('item.answeredBy', { name: assignedTo.username }) : t('item.nobody')}
          </p>
          {lastMessage ? (
            <p className="text-base-content/75 truncate text-sm">
              {lastMessage.senderName}: {lastMessage.text}
            </p>
          ) : null}
          <p className="text-base-content/75 text-xs">
            <time dateTime={conversation.lastActivityAt}>{formatDateTime(conversation.lastActivityAt)}</time>
          </p>
        </div>
        {canAssign ? <AssignTo conversation={conversation} staff={staff} /> : null}
      </div>
    </li>
  );
}

/**
 * The dealership's shared inbox: its conversations, newest activity first, with who answers each; the unassigned
 * ones stand out with a badge. Owners and managers (as the server says) assign them.
 */
export function DealerInbox({ membership }: { membership: DealerMembership }) {
  const t = useT(dealerInboxCatalogue);
  const [filter, setFilter] = useState<InboxFilter>('all');
  const inbox = useDealerConversations(membership.dealer._id, filter);
  const pages = inbox.data?.pages ?? [];
  const conversations = pages.flatMap((page) => page.conversations);
  const first = pages[0];
  return (
    <div className="space-y-4">
      <FilterTabs value={filter} onChange={setFilter} />
      {inbox.isPending ? (
        <PulsingDots label={t('inbox.loading')} />
      ) : inbox.isError && !first ? (
        <LoadFailed what={t('inbox.conversations')} error={inbox.error} retry={() => void inbox.refetch()} />
      ) : conversations.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6">{t('inbox.empty', { filter })}</p>
      ) : (
        <>
          <ul aria-label={t('inbox.conversations')} className="space-y-3">
            {conversations.map((conversation) => (
              <InboxItem
                key={conversation._id}
                conversation={conversation}
                staff={first?.staff ?? []}
                canAssign={first?.canAssign ?? false}
              />
            ))}
          </ul>
          {inbox.hasNextPage ? (
            <button
              type="button"
              className="btn btn-sm"
              disabled={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              {t('inbox.more')}
            </button>
          ) : null}
          <RequestProblem error={inbox.isFetchNextPageError ? inbox.error : null} />
        </>
      )}
    </div>
  );
}
