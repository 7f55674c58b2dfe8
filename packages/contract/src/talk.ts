import { z } from 'zod';
import { carDealer } from './dealers.ts';

/** Messages are plain text, shown as typed (links never become live). */
export const messageTextMax = 2000;
/** Messages come a page at a time, newest first; `before` is the oldest message id of the page already shown. */
export const messagesPageSize = 50;
/** How many messages one account may send a minute, and how many conversations it may start a day. */
export const messagesPerMinute = 20;
export const conversationsPerDay = 30;

export const messageText = z
  .string({ error: 'Write a message first' })
  .trim()
  .min(1, 'Write a message first')
  .max(messageTextMax, `A message is at most ${messageTextMax.toLocaleString('en-US')} characters`);

export const newConversation = z.object({
  carId: z.uuid({ error: 'carId must be the id of a car' }),
  text: messageText,
});
export const newMessage = z.object({ text: messageText });

export const conversationParams = z.object({ id: z.uuid({ error: 'must be an id' }) });
/** Message ids are numbers in the order they were sent. */
export const messageParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'must be a message id') });
export const accountParams = z.object({ id: z.uuid({ error: 'must be an id' }) });
export const messagesQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before must be a message id')
    .optional(),
});

/** Why a message carries a warning: the scam-guard rule it matched. */
export const scamWarning =
  'Never pay outside Second Gear, and never move the conversation to e-mail, phone or another app before you have booked the car. Requests for wire transfers, gift cards, crypto or deposits are how car scams start.';

/** What both people see in place of a message the moderators removed. */
export const removedMessageText = 'Removed by moderators';

export const message = z.object({
  _id: z.string(),
  conversationId: z.uuid(),
  /** Whether the signed-in reader wrote it. */
  mine: z.boolean(),
  senderName: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Set when the scam guard matched it: the reader sees `scamWarning` with it. */
  warning: z.boolean(),
  /** Why, in words ("asks for payment by app"), one per rule it matched; empty when there is no warning. */
  reasons: z.array(z.string()),
  /** The reader reported it (a report is once per person and message). */
  reportedByYou: z.boolean(),
  /** The moderators removed it: `text` is `removedMessageText`, in its place in the conversation. */
  removed: z.boolean(),
});
export type Message = z.infer<typeof message>;

export const messagePage = z.object({ messages: z.array(message), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof messagePage>;

export const conversationCar = z.object({
  _id: z.uuid().nullable(),
  productName: z.string(),
  image: z.string().nullable(),
  resalePrice: z.number().int().nullable(),
  saleStatus: z.enum(['available', 'sold', 'removed']),
});

/** Who answers a conversation about a dealership's car. */
export const dealerAssignee = z.object({ accountId: z.string(), username: z.string() });
export type DealerAssignee = z.infer<typeof dealerAssignee>;

export const conversation = z.object({
  _id: z.uuid(),
  car: conversationCar,
  /** The caller's part: buyer when they asked about the car, seller when it is theirs. */
  role: z.enum(['buyer', 'seller']),
  otherName: z.string(),
  otherId: z.uuid().nullable(),
  lastMessage: message.nullable(),
  lastActivityAt: z.iso.datetime({ offset: true }),
  unread: z.number().int().min(0),
  /** The caller blocked the other person: they cannot write to the caller. */
  blockedByMe: z.boolean(),
  /** The caller reported the other person to the moderators. */
  otherReportedByYou: z.boolean(),
  /** About a dealership's car, to its staff: who of them answers it (null: nobody yet). Absent otherwise. */
  assignedTo: dealerAssignee.nullable().optional(),
  /** The dealership the car belongs to (the buyer talks to it), or null for a private seller's car. */
  dealer: carDealer.nullable().optional(),
});
export type Conversation = z.infer<typeof conversation>;
export const conversationList = z.object({ conversations: z.array(conversation), unread: z.number().int() });
export type ConversationList = z.infer<typeof conversationList>;

export const okAnswer = z.object({ ok: z.literal(true) });

/**
 * Live events (Server-Sent Events; the SSE `event` is the type, `data` this JSON, `id` the event's number).
 * Public ones name a car; private ones (to one account) a conversation.
 */
export const liveEventTypes = [
  'message.created',
  /** The moderators removed a message: private to the conversation's two people. */
  'message.removed',
  'conversation.read',
  /** A dealership's conversation was given to a staff member: to them and to the one who had it. */
  'conversation.assigned',
  'car.sold',
  'car.removed',
  'car.updated',
  'car.listed',
  'test-drive.changed',
  /** An offer was made or changed state; private to each of its two people. */
  'offer.changed',
  /** A booking was made, cancelled, declined or paid; private to its buyer and its seller. */
  'booking.changed',
  /** To a reservation's buyer and the car's seller: it was made, confirmed or ended. */
  'reservation.changed',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];
export const liveEventData = z.object({
  carId: z.string().optional(),
  conversationId: z.string().optional(),
  testDriveId: z.string().optional(),
  offerId: z.string().optional(),
  bookingId: z.string().optional(),
});
export type LiveEventData = z.infer<typeof liveEventData>;

/** A message for the administrators' review: flagged by the scam guard (`rules`) or reported by people. */
export const reviewedMessage = z.object({
  _id: z.string(),
  text: z.string(),
  rules: z.array(z.string()),
  /** The same rules in words, as the administrators read them. */
  reasons: z.array(z.string()),
  reports: z.number().int(),
  carName: z.string(),
  senderName: z.string(),
  senderEmail: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const reviewedMessageList = z.array(reviewedMessage);
export type ReviewedMessage = z.infer<typeof reviewedMessage>;
