import { z } from 'zod';

/** The ways a person shows interest in a car: they messaged, offered, asked for a test drive, reserved or booked it. */
export const leadKinds = ['message', 'offer', 'testDrive', 'reservation', 'booking'] as const;

/** One thing a person did about the seller's car, in its state now, with where the seller acts on it. */
export const leadInteraction = z.object({
  kind: z.enum(leadKinds),
  _id: z.string(),
  /** Its state in words: "offer countered", "test drive confirmed", "booking paid", "waiting for your reply". */
  state: z.string(),
  /** When it last changed (a conversation: its last message). */
  at: z.iso.datetime({ offset: true }),
  /** Where the seller acts on it: the conversation in Messages, or the Deals page. */
  link: z.string(),
});
export type LeadInteraction = z.infer<typeof leadInteraction>;

/**
 * GET /products/{id}/leads: one row per person interested in the seller's car, the one with the newest interaction
 * first; `latest` is that person's newest interaction, and `interactions` all of theirs, newest first.
 */
export const lead = z.object({
  /** Null once the person's account is deleted. */
  buyerId: z.string().nullable(),
  buyerName: z.string(),
  latest: leadInteraction,
  interactions: z.array(leadInteraction),
});
export type Lead = z.infer<typeof lead>;
export const leadList = z.array(lead);

/** A conversation about one of the seller's cars whose last message is the buyer's: the seller owes a reply. */
export const waitingConversation = z.object({
  _id: z.string(),
  carName: z.string(),
  buyerName: z.string(),
  /** When the buyer wrote the message still unanswered. */
  since: z.iso.datetime({ offset: true }),
});
export type WaitingConversation = z.infer<typeof waitingConversation>;

/**
 * GET /sellers/me/replies: the signed-in seller's usual reply time, as buyers see it on their profile and car pages
 * (null under five conversations), and the conversations waiting for their reply, the longest waiting first.
 */
export const sellerReplies = z.object({
  replyTimeMinutes: z.number().int().nullable(),
  waiting: z.array(waitingConversation),
});
export type SellerReplies = z.infer<typeof sellerReplies>;
