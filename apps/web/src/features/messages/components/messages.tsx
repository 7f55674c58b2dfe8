import { messageTextMax, newMessage, type Message } from '@second-gear/contract';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useContractForm } from '../../../components/form/use-contract-form';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { messageOf } from '../../../lib/api-error';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { carPath } from '../../../entities/car/car-path';
import type { ConversationOffersWidget } from '../../../entities/offer/offer-widgets';
import { useReportUser } from '../../../entities/report/api/report-user';
import { ReportDialog } from '../../../entities/report/report-dialog';
import { sellerPath } from '../../../entities/seller/seller-path';
import { useConversations, type Conversation } from '../api/conversations';
import { useMessages } from '../api/messages';
import { useBlock, useMarkRead, useReportMessage, useSendMessage } from '../api/talk-actions';
import { pageLocale, useT } from '../../../lib/i18n';
import { messagesCatalogue } from '../i18n';

/** The scam guard's reasons as the server words them (its scam rules), by their key in the catalogue. */
const reasonKeys: Readonly<Record<string, Parameters<typeof messagesCatalogue.t>[0]>> = {
  'asks for a wire or bank transfer': 'reason.wire',
  'asks for payment by app': 'reason.paymentApp',
  'asks for payment by gift card': 'reason.giftCard',
  'asks for payment by Western Union or MoneyGram': 'reason.moneyTransfer',
  'asks for payment in crypto-currency': 'reason.crypto',
  'asks for a deposit': 'reason.deposit',
  'links to another site': 'reason.link',
  'gives an e-mail address before a booking': 'reason.email',
  'gives a phone number before a booking': 'reason.phone',
  'moves the conversation to another app before a booking': 'reason.messenger',
  'looks like a known scam': 'reason.unknown',
};

/** "asks for a deposit and links to another site", in the page's language; a reason we do not know stays as sent. */
function reasonsInWords(reasons: readonly string[]): string {
  const words = reasons.map((reason) => {
    const key = reasonKeys[reason];
    return key ? messagesCatalogue.t(key) : reason;
  });
  return new Intl.ListFormat(pageLocale(), { type: 'conjunction' }).format(words);
}

/**
 * The messages page: the conversations and the open one beside them; on a phone, the list and the thread are two
 * screens (the thread has a way back).
 */
export function Messages({
  conversationId,
  Offers,
}: {
  conversationId: string | undefined;
  /** The conversation's offers, shown above the composer. */
  Offers: ConversationOffersWidget;
}) {
  const t = useT(messagesCatalogue);
  const list = useConversations();
  if (list.isPending) return <PulsingDots label={t('list.loading')} />;
  if (list.isError)
    return <LoadFailed what={t('list.what')} error={list.error} retry={() => void list.refetch()} />;
  const conversations = list.data.conversations;
  if (conversations.length === 0) {
    return (
      <div className="rounded-box bg-base-200 space-y-2 p-6">
        <h2 className="text-xl font-bold">{t('list.empty')}</h2>
        <p>{t('list.emptyHint')}</p>
      </div>
    );
  }
  const open = conversations.find((conversation) => conversation._id === conversationId);
  return (
    <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
      <nav aria-label={t('list.label')} className={conversationId ? 'hidden md:block' : undefined}>
        <ul className="space-y-2">
          {conversations.map((conversation) => (
            <li key={conversation._id}>
              <ConversationLink conversation={conversation} />
            </li>
          ))}
        </ul>
      </nav>
      <div className={conversationId ? 'min-w-0' : 'hidden min-w-0 md:block'}>
        {open ? (
          <Thread key={open._id} conversation={open} Offers={Offers} />
        ) : conversationId ? (
          <p role="alert">{t('list.notFound')}</p>
        ) : (
          <p className="text-base-content/75 p-6">{t('list.choose')}</p>
        )}
      </div>
    </div>
  );
}

function ConversationLink({ conversation }: { conversation: Conversation }) {
  const t = useT(messagesCatalogue);
  const { car, lastMessage, unread } = conversation;
  return (
    <NavLink
      to={`/dashboard/messages/${conversation._id}`}
      className="rounded-box border-base-300 aria-[current=page]:border-primary block border p-3"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate font-semibold">{car.productName}</span>
        {unread > 0 ? (
          <span className="badge badge-primary badge-sm shrink-0">{t('link.unread', { count: unread })}</span>
        ) : null}
      </span>
      <span className="text-base-content/75 block text-sm">
        {t('link.other', { role: conversation.role, name: conversation.otherName })}
      </span>
      {conversation.assignedTo === undefined ? null : (
        <span className="block text-sm">
          {conversation.assignedTo ? (
            t('link.answeredBy', { name: conversation.assignedTo.username })
          ) : (
            <span className="badge badge-warning badge-sm">{t('link.unassigned')}</span>
          )}
        </span>
      )}
      {lastMessage ? (
        <span className="text-base-content/75 block truncate text-sm">
          {lastMessage.mine
            ? t('link.lastMine', { text: lastMessage.text })
            : conversation.assignedTo !== undefined
              ? t('link.lastFrom', { name: lastMessage.senderName, text: lastMessage.text })
              : lastMessage.text}
        </span>
      ) : null}
    </NavLink>
  );
}

function CarHeader({ conversation }: { conversation: Conversation }) {
  const t = useT(messagesCatalogue);
  const { car } = conversation;
  const name = <span className="font-bold break-words">{car.productName}</span>;
  return (
    <div className="rounded-box bg-base-200 flex items-center gap-3 p-3">
      {car.image ? (
        <StoredPhoto src={car.image} sizes="96px" width={96} height={60} className="rounded object-cover" />
      ) : null}
      <div className="min-w-0">
        {car._id && car.saleStatus !== 'removed' ? (
          <Link to={carPath(car._id)} className="link link-hover">
            {name}
          </Link>
        ) : (
          name
        )}
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {car.resalePrice !== null ? <span>{formatPrice(car.resalePrice)}</span> : null}
          {car.saleStatus === 'sold' ? <span className="badge badge-neutral">{t('car.sold')}</span> : null}
          {car.saleStatus === 'removed' ? (
            <span className="badge badge-ghost">{t('car.removed')}</span>
          ) : null}
        </p>
      </div>
    </div>
  );
}

function Thread({ conversation, Offers }: { conversation: Conversation; Offers: ConversationOffersWidget }) {
  const t = useT(messagesCatalogue);
  const messages = useMessages(conversation._id);
  const markRead = useMarkRead();
  const block = useBlock();
  const { mutate: read } = markRead;

  // Whatever arrives while the thread is open is read.
  useEffect(() => {
    if (conversation.unread > 0) read(conversation._id);
  }, [conversation._id, conversation.unread, read]);

  const shown = messages.data ? [...messages.data.pages].reverse().flatMap((page) => page.messages) : [];
  return (
    <section aria-label={t('thread.label', { name: conversation.car.productName })} className="space-y-4">
      <Link to="/dashboard/messages" className="link text-sm md:hidden">
        {t('thread.back')}
      </Link>
      <CarHeader conversation={conversation} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          {conversation.role === 'buyer' && conversation.dealer ? (
            <Link
              to={`/dealers/${encodeURIComponent(conversation.dealer.slug)}`}
              className="link link-hover"
              aria-label={t('thread.dealership', { name: conversation.dealer.name })}
            >
              {conversation.dealer.name}
            </Link>
          ) : conversation.role === 'buyer' && conversation.otherId ? (
            <Link
              to={sellerPath(conversation.otherId)}
              className="link link-hover"
              aria-label={t('thread.sellerProfile', { name: conversation.otherName })}
            >
              {conversation.otherName}
            </Link>
          ) : (
            conversation.otherName
          )}
        </h2>
        {conversation.otherId ? (
          <div className="flex flex-wrap gap-2">
            <ReportPerson
              accountId={conversation.otherId}
              name={conversation.otherName}
              reported={conversation.otherReportedByYou}
            />
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              disabled={block.isPending}
              onClick={() =>
                block.mutate({ accountId: conversation.otherId!, block: !conversation.blockedByMe })
              }
            >
              {conversation.blockedByMe
                ? t('thread.unblock', { name: conversation.otherName })
                : t('thread.block', { name: conversation.otherName })}
            </button>
          </div>
        ) : null}
      </div>
      {block.isError ? (
        <p role="alert" className="text-error text-sm">
          {messageOf(block.error)}
        </p>
      ) : null}
      {messages.isPending ? (
        <PulsingDots label={t('thread.loading')} />
      ) : messages.isError ? (
        <LoadFailed what={t('thread.what')} error={messages.error} retry={() => void messages.refetch()} />
      ) : (
        <>
          {messages.hasNextPage ? (
            <button
              type="button"
              className="btn btn-sm"
              disabled={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              {t('thread.older')}
            </button>
          ) : null}
          <ol aria-label={t('thread.messages')} className="space-y-3">
            {shown.map((message) => (
              <MessageItem key={message._id} message={message} />
            ))}
          </ol>
        </>
      )}
      {conversation.car._id ? <Offers conversationId={conversation._id} /> : null}
      <Composer conversationId={conversation._id} />
    </section>
  );
}

/** Report the other person of a conversation to the moderators; once reported, it says so. */
function ReportPerson({ accountId, name, reported }: { accountId: string; name: string; reported: boolean }) {
  const t = useT(messagesCatalogue);
  const reportUser = useReportUser();
  const [reporting, setReporting] = useState(false);
  if (reported)
    return (
      <button type="button" className="btn btn-sm btn-ghost btn-disabled" aria-disabled="true">
        {t('person.reported', { name })}
      </button>
    );
  return (
    <>
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => setReporting(true)}>
        {t('person.report', { name })}
      </button>
      {reporting ? (
        <ReportDialog
          title={t('person.report', { name })}
          send={(details) => reportUser(accountId, details)}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </>
  );
}

function MessageItem({ message }: { message: Message }) {
  const t = useT(messagesCatalogue);
  const report = useReportMessage();
  const [reporting, setReporting] = useState(false);
  return (
    <li className={`chat ${message.mine ? 'chat-end' : 'chat-start'}`}>
      <div className="chat-header text-xs">
        {message.mine ? t('message.you') : message.senderName} ·{' '}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </div>
      {message.removed ? (
        <div className="chat-bubble text-base-content/75 italic">{message.text}</div>
      ) : (
        /* Plain text: React escapes it, and links are never made live. */
        <div
          className={`chat-bubble break-words whitespace-pre-wrap ${message.mine ? 'chat-bubble-primary' : ''}`}
        >
          {message.text}
        </div>
      )}
      {message.mine || message.removed ? null : (
        <div className="chat-footer flex-col items-start">
          {/* Under the bubble: beside it, the warning would squeeze the text into a narrow column. */}
          {message.warning ? (
            <div role="note" className="alert alert-warning block max-w-prose text-sm">
              <p className="font-semibold">
                {t('message.warning', { reasons: reasonsInWords(message.reasons) })}
              </p>
              <p>{t('message.scamWarning')}</p>
            </div>
          ) : null}
          <p>
            {message.reportedByYou ? (
              <span className="text-xs">{t('message.reported')}</span>
            ) : (
              <button type="button" className="link text-xs" onClick={() => setReporting(true)}>
                {t('message.report')}
              </button>
            )}
          </p>
          {reporting ? (
            <ReportDialog
              title={t('message.reportTitle')}
              send={(details) => report.mutateAsync({ messageId: message._id, details })}
              onClose={() => setReporting(false)}
            />
          ) : null}
        </div>
      )}
    </li>
  );
}

/** The composer: Enter sends, Shift+Enter starts a new line. */
function Composer({ conversationId }: { conversationId: string }) {
  const t = useT(messagesCatalogue);
  const send = useSendMessage(conversationId);
  const { control, handleSubmit, reset } = useContractForm(newMessage, { text: '' });
  const submit = handleSubmit(({ text }) => {
    if (send.isPending) return;
    send.mutate(text, { onSuccess: () => reset({ text: '' }) });
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <form className="space-y-2" noValidate onSubmit={(event) => void submit(event)}>
      <FormTextAreaField
        control={control}
        name="text"
        label={t('composer.label')}
        rows={3}
        maxLength={messageTextMax}
        hint={t('composer.hint')}
        onKeyDown={onKeyDown}
      />
      <RequestProblem error={send.error} />
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {t('composer.send')}
      </button>
    </form>
  );
}
