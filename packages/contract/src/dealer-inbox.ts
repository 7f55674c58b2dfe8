import { z } from 'zod';
import { conversationCar, dealerAssignee, message } from './talk.ts';

/** The dealership's inbox comes a page at a time, the newest activity first. */
export const dealerInboxPageSize = 50;

/** A page's place in the inbox: the last conversation shown, as `<lastActivityAt>~<id>`. */
const inboxCursor = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z~[0-9a-f-]{36}$/,
    'before must be the `next` of the page before',
  );

/** GET /dealers/{id}/conversations: whose conversations (`me`, `none` for the unassigned, or a staff member's id). */
export const dealerConversationsQuery = z.object({
  assignedTo: z
    .union([z.literal('me'), z.literal('none'), z.uuid({ error: 'assignedTo must be me, none or an id' })])
    .optional(),
  before: inboxCursor.optional(),
});

/** One conversation about a dealership's car, as its staff's shared inbox shows it. */
export const dealerConversation = z.object({
  _id: z.uuid(),
  car: conversationCar,
  buyerId: z.string().nullable(),
  buyerName: z.string(),
  /** The staff member answering it; null while nobody has taken it. */
  assignedTo: dealerAssignee.nullable(),
  lastMessage: message.nullable(),
  lastActivityAt: z.iso.datetime({ offset: true }),
  /** The buyer's messages the dealership's side has not read yet. */
  unread: z.number().int().min(0),
});
export type DealerConversation = z.infer<typeof dealerConversation>;

export const dealerConversationPage = z.object({
  conversations: z.array(dealerConversation),
  /** Pass as `before` for the next page; null on the last one. */
  next: z.string().nullable(),
  /** The dealership's staff, by name: whom a conversation may be assigned to. */
  staff: z.array(dealerAssignee),
  /** Whether the caller may assign its conversations (an owner or a manager). */
  canAssign: z.boolean(),
});
export type DealerConversationPage = z.infer<typeof dealerConversationPage>;

/** POST /conversations/{id}/assign: the staff member who answers it from now on. */
export const conversationAssignment = z.object({ accountId: z.uuid({ error: 'accountId must be an id' }) });
