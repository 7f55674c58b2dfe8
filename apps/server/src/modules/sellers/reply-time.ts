import { minConversationsForReplyTime } from '@second-gear/contract';

/** Conversations count toward a seller's reply time for this many days after they start. */
export const replyTimeDays = 90;

/**
 * The minutes a profile shows as the seller's usual reply time (at least one): none with too few conversations, or
 * when the median conversation is still unanswered.
 */
export function replyTimeMinutes(median: { conversations: number; seconds: number | null }): number | null {
  if (median.conversations < minConversationsForReplyTime) return null;
  if (median.seconds === null || !Number.isFinite(median.seconds)) return null;
  return Math.max(1, Math.round(median.seconds / 60));
}
