import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { formatDateTime } from '../../../lib/format';
import { useReportedMessages } from '../api/reported-messages';
import { ModerationQueuePointer } from './moderation-queue-pointer';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

/** Reported Items' second part: flagged and reported messages, with why and by whom, for administrators to review. */
export function ReportedMessages() {
  const t = useT(adminCatalogue);
  const messages = useReportedMessages();
  return (
    <section aria-labelledby="flagged-messages" className="space-y-4">
      <h2 id="flagged-messages" className="text-2xl font-bold">
        {t('flagged.heading')}
      </h2>
      <ModerationQueuePointer>{t('flagged.pointer')}</ModerationQueuePointer>
      {messages.isPending ? (
        <PulsingDots label={t('flagged.loading')} />
      ) : messages.isError ? (
        <LoadFailed what={t('flagged.what')} error={messages.error} retry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <p>{t('flagged.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {messages.data.map((message) => (
            <li key={message._id} className="rounded-box border-base-300 space-y-1 border p-3">
              <p className="text-sm">
                {t.rich(message.senderEmail ? 'flagged.lineWithEmail' : 'flagged.line', {
                  sender: message.senderName,
                  email: message.senderEmail,
                  car: message.carName,
                  name: (chunks) => <span className="font-semibold">{chunks}</span>,
                  at: <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>,
                })}
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
                    {t('flagged.reports', { count: message.reports })}
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
