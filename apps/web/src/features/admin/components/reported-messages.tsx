import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { formatDateTime } from '../../../lib/format';
import { useReportedMessages } from '../api/reported-messages';
import { ModerationQueuePointer } from './moderation-queue-pointer';

/** Reported Items' second part: flagged and reported messages, with why and by whom, for administrators to review. */
export function ReportedMessages() {
  const messages = useReportedMessages();
  return (
    <section aria-labelledby="flagged-messages" className="space-y-4">
      <h2 id="flagged-messages" className="text-2xl font-bold">
        Flagged messages
      </h2>
      <ModerationQueuePointer>This list is for reading.</ModerationQueuePointer>
      {messages.isPending ? (
        <PulsingDots label="Loading flagged messages" />
      ) : messages.isError ? (
        <LoadFailed what="Flagged messages" error={messages.error} retry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <p>No message has been flagged or reported.</p>
      ) : (
        <ul className="space-y-3">
          {messages.data.map((message) => (
            <li key={message._id} className="rounded-box border-base-300 space-y-1 border p-3">
              <p className="text-sm">
                <span className="font-semibold">{message.senderName}</span>
                {message.senderEmail ? ` (${message.senderEmail})` : ''} about {message.carName} ·{' '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p className="break-words whitespace-pre-wrap">{message.text}</p>
              <p className="flex flex-wrap gap-2 text-sm">
                {message.reasons.map((reason) => (
                  <span key={reason} className="badge badge-warning h-auto">
                    {reason}
                  </span>
                ))}
                {message.reports > 0 ? (
                  <span className="badge badge-error">
                    reported {message.reports} {message.reports === 1 ? 'time' : 'times'}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
