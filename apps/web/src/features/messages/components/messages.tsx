import { messageTextMax, newMessage, scamWarning, type Message } from '@second-gear/contract';
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

const reasonsInWords = new Intl.ListFormat('en', { type: 'conjunction' });

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
  const list = useConversations();
  if (list.isPending) return <PulsingDots label="Loading your conversations" />;
  if (list.isError)
    return <LoadFailed what="Your conversations" error={list.error} retry={() => void list.refetch()} />;
  const conversations = list.data.conversations;
  if (conversations.length === 0) {
    return (
      <div className="rounded-box bg-base-200 space-y-2 p-6">
        <h2 className="text-xl font-bold">No messages yet</h2>
        <p>Ask a seller about a car with “Message seller” on the car’s page; their answers show here.</p>
      </div>
    );
  }
  const open = conversations.find((conversation) => conversation._id === conversationId);
  return (
    <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
      <nav aria-label="Conversations" className={conversationId ? 'hidden md:block' : undefined}>
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
          <p role="alert">This conversation was not found.</p>
        ) : (
          <p className="text-base-content/75 p-6">Choose a conversation.</p>
        )}
      </div>
    </div>
  );
}

function ConversationLink({ conversation }: { conversation: Conversation }) {
  const { car, lastMessage, unread } = conversation;
  return (
    <NavLink
      to={`/dashboard/messages/${conversation._id}`}
      className="rounded-box border-base-300 aria-[current=page]:border-primary block border p-3"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate font-semibold">{car.productName}</span>
        {unread > 0 ? <span className="badge badge-primary badge-sm shrink-0">{unread} unread</span> : null}
      </span>
      <span className="text-base-content/75 block text-sm">
        {conversation.role === 'buyer' ? 'Seller' : 'Buyer'}: {conversation.otherName}
      </span>
      {conversation.assignedTo === undefined ? null : (
        <span className="block text-sm">
          {conversation.assignedTo ? (
            `Answered by ${conversation.assignedTo.username}`
          ) : (
            <span className="badge badge-warning badge-sm">Unassigned</span>
          )}
        </span>
      )}
      {lastMessage ? (
        <span className="text-base-content/75 block truncate text-sm">
          {lastMessage.mine
            ? 'You: '
            : conversation.assignedTo !== undefined
              ? `${lastMessage.senderName}: `
              : ''}
          {lastMessage.text}
        </span>
      ) : null}
    </NavLink>
  );
}

function CarHeader({ conversation }: { conversation: Conversation }) {
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
          {car.saleStatus === 'sold' ? <span className="badge badge-neutral">Sold</span> : null}
          {car.saleStatus === 'removed' ? <span className="badge badge-ghost">No longer listed</span> : null}
        </p>
      </div>
    </div>
  );
}

function Thread({ conversation, Offers }: { conversation: Conversation; Offers: ConversationOffersWidget }) {
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
    <section aria-label={`Conversation about ${conversation.car.productName}`} className="space-y-4">
      <Link to="/dashboard/messages" className="link text-sm md:hidden">
        ← All conversations
      </Link>
      <CarHeader conversation={conversation} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          {conversation.role === 'buyer' && conversation.dealer ? (
            <Link
              to={`/dealers/${encodeURIComponent(conversation.dealer.slug)}`}
              className="link link-hover"
              aria-label={`${conversation.dealer.name}, dealership`}
            >
              {conversation.dealer.name}
            </Link>
          ) : conversation.role === 'buyer' && conversation.otherId ? (
            <Link
              to={sellerPath(conversation.otherId)}
              className="link link-hover"
              aria-label={`${conversation.otherName}, seller profile`}
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
                ? `Unblock ${conversation.otherName}`
                : `Block ${conversation.otherName}`}
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
        <PulsingDots label="Loading the messages" />
      ) : messages.isError ? (
        <LoadFailed what="The messages" error={messages.error} retry={() => void messages.refetch()} />
      ) : (
        <>
          {messages.hasNextPage ? (
            <button
              type="button"
              className="btn btn-sm"
              disabled={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              Show older messages
            </button>
          ) : null}
          <ol aria-label="Messages" className="space-y-3">
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
  const reportUser = useReportUser();
  const [reporting, setReporting] = useState(false);
  if (reported)
    return (
      <button type="button" className="btn btn-sm btn-ghost btn-disabled" aria-disabled="true">
        Reported {name}
      </button>
    );
  return (
    <>
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => setReporting(true)}>
        Report {name}
      </button>
      {reporting ? (
        <ReportDialog
          title={`Report ${name}`}
          send={(details) => reportUser(accountId, details)}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </>
  );
}

function MessageItem({ message }: { message: Message }) {
  const report = useReportMessage();
  const [reporting, setReporting] = useState(false);
  return (
    <li className={`chat ${message.mine ? 'chat-end' : 'chat-start'}`}>
      <div className="chat-header text-xs">
        {message.mine ? 'You' : message.senderName} ·{' '}
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
              <p className="font-semibold">This message {reasonsInWords.format(message.reasons)}.</p>
              <p>{scamWarning}</p>
            </div>
          ) : null}
          <p>
            {message.reportedByYou ? (
              <span className="text-xs">Reported</span>
            ) : (
              <button type="button" className="link text-xs" onClick={() => setReporting(true)}>
                Report message
              </button>
            )}
          </p>
          {reporting ? (
            <ReportDialog
              title="Report this message"
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
        label="Message"
        rows={3}
        maxLength={messageTextMax}
        hint="Enter sends; Shift+Enter starts a new line."
        onKeyDown={onKeyDown}
      />
      <RequestProblem error={send.error} />
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        Send
      </button>
    </form>
  );
}
