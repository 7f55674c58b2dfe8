import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { replyTimeWords } from '../../../entities/seller/reply-time-words';
import { useT } from '../../../lib/i18n';
import { useSellerReplies } from '../api/seller-replies';
import { messagesCatalogue } from '../i18n';

/** The seller's own reply time as buyers see it, and the conversations waiting for their reply, longest first. */
export function WaitingReplies() {
  const t = useT(messagesCatalogue);
  const replies = useSellerReplies();
  if (!replies.data) return null;
  const { replyTimeMinutes, waiting } = replies.data;
  return (
    <section aria-labelledby="waiting-replies" className="rounded-box bg-base-200 space-y-2 p-4 text-sm">
      <h2 id="waiting-replies" className="font-semibold">
        {t('waiting.count', { count: waiting.length })}
      </h2>
      <p className="text-base-content/75">
        {replyTimeMinutes === null
          ? t('waiting.noReplyTime')
          : t('waiting.replyTime', { when: replyTimeWords(replyTimeMinutes) })}
      </p>
      {waiting.length > 0 ? (
        <ol aria-label={t('waiting.list')} className="space-y-1">
          {waiting.map((conversation) => (
            <li key={conversation._id}>
              <Link to={`/dashboard/messages/${conversation._id}`} className="link link-hover font-medium">
                {t('waiting.about', { buyer: conversation.buyerName, car: conversation.carName })}
              </Link>{' '}
              <span className="text-base-content/75">
                {t('waiting.since', { at: formatDateTime(conversation.since) })}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
