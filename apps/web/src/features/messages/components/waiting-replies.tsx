import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { replyTimeWords } from '../../../entities/seller/reply-time-words';
import { useSellerReplies } from '../api/seller-replies';

/** The seller's own reply time as buyers see it, and the conversations waiting for their reply, longest first. */
export function WaitingReplies() {
  const replies = useSellerReplies();
  if (!replies.data) return null;
  const { replyTimeMinutes, waiting } = replies.data;
  return (
    <section aria-labelledby="waiting-replies" className="rounded-box bg-base-200 space-y-2 p-4 text-sm">
      <h2 id="waiting-replies" className="font-semibold">
        {waiting.length === 0
          ? 'No conversation is waiting for your reply'
          : `${waiting.length === 1 ? 'One conversation is' : `${waiting.length} conversations are`} waiting for your reply`}
      </h2>
      <p className="text-base-content/75">
        {replyTimeMinutes === null
          ? 'Buyers see your usual reply time once you have five conversations.'
          : `Buyers see that you usually reply ${replyTimeWords(replyTimeMinutes)}.`}
      </p>
      {waiting.length > 0 ? (
        <ol aria-label="Waiting for your reply, longest first" className="space-y-1">
          {waiting.map((conversation) => (
            <li key={conversation._id}>
              <Link to={`/dashboard/messages/${conversation._id}`} className="link link-hover font-medium">
                {conversation.buyerName} about {conversation.carName}
              </Link>{' '}
              <span className="text-base-content/75">since {formatDateTime(conversation.since)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
