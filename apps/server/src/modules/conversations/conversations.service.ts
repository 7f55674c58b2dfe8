import type { ExportedConversation, ExportedReport } from '@second-gear/contract';
import {
  conversationsPerDay,
  dealerInboxPageSize,
  messagesPageSize,
  type DealerConversation,
  type DealerConversationPage,
  messagesPerMinute,
  type Conversation,
  type ConversationList,
  type Message,
  type MessagePage,
  type ReportDetails,
  type ReviewedMessage,
  type WaitingConversation,
} from '@second-gear/contract';
import type { Database, Executor } from '../../db/client.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../lib/errors.ts';
import { exportedReport, fileReport, type FiledReport, type OnReport } from '../../lib/reports.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import { roleAtLeast, type DealersService } from '../dealers/dealers.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import { newMessageMail } from './conversations-mails.ts';
import {
  createConversationsRepo,
  type ConversationsRepo,
  type DealerConversationRow,
  type MessageRow,
  type SellerConversationRow,
} from './conversations.repo.ts';
import type { Flag } from '../moderation/flag.ts';
import { scamFlags, scamReasons } from './scam-rules.ts';
import type { CountSource } from '../../lib/daily-counts.ts';

export type ConversationsService = ReturnType<typeof createConversationsService>;

/** A conversation's list shows this many, most recent activity first. */
const listLimit = 200;
const reviewLimit = 200;
/** At most one e-mail an hour per conversation and recipient. */
const mailIntervalMs = 3_600_000;

const notFound = () => new NotFoundError('There is no such conversation.');

/** Someone a new message goes to: told live, and e-mailed when away. */
interface Recipient {
  id: string | null;
  name: string | null;
  email: string | null;
}

function secondsUntil(oldest: Date | undefined, windowMs: number, now: Date) {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

export function createConversationsService(deps: {
  db: Database;
  repo: ConversationsRepo;
  accounts: AccountsService;
  events: EventsService;
  mail: MailService;
  /** Notifications to the recipients' devices. */
  push: PushService;
  clock: () => Date;
  publicUrl: string;
  onReport?: OnReport;
  flag: Flag;
  dealers: DealersService;
}) {
  const { db, repo, accounts, events, mail, push, clock, publicUrl, onReport, flag, dealers } = deps;

  const toMessage = (
    row: MessageRow,
    readerId: string,
    names: Map<string | null, string>,
    reportedByYou = false,
  ): Message => {
    // The warning is for whoever reads it; its writer sees their message as sent.
    const warned = row.flags.length > 0 && row.senderId !== readerId;
    const removed = row.removedAt !== null;
    return {
      _id: String(row.id),
      conversationId: row.conversationId,
      mine: row.senderId === readerId,
      senderName: names.get(row.senderId) ?? 'Deleted account',
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      warning: warned,
      reasons: warned ? scamReasons(row.flags) : [],
      reportedByYou: reportedByYou && !removed,
      removed,
    };
  };

  /** A listed conversation's newest message, from the list's `message_*` columns; null before its first. */
  const lastMessageIn = (
    row: Pick<
      DealerConversationRow,
      | 'id'
      | 'message_id'
      | 'message_sender_id'
      | 'message_text'
      | 'message_flags'
      | 'message_created_at'
      | 'message_removed_at'
    >,
    readerId: string,
    names: Map<string | null, string>,
    reportedByYou = false,
  ): Message | null =>
    row.message_id === null
      ? null
      : toMessage(
          {
            id: Number(row.message_id),
            conversationId: row.id,
            senderId: row.message_sender_id,
            text: row.message_text ?? '',
            flags: row.message_flags ?? [],
            createdAt: new Date(row.message_created_at!),
            removedAt: row.message_removed_at === null ? null : new Date(row.message_removed_at),
          },
          readerId,
          names,
          reportedByYou,
        );

  const toDealerConversation = (row: DealerConversationRow, readerId: string): DealerConversation => ({
    _id: row.id,
    car: {
      _id: row.car_id,
      productName: row.car_name,
      image: row.image,
      resalePrice: row.resale_price,
      saleStatus: row.sale_status ?? 'removed',
    },
    buyerId: row.buyer_id,
    buyerName: row.buyer_name || 'Deleted account',
    assignedTo: row.assigned_to
      ? { accountId: row.assigned_to, username: row.assignee_name ?? 'Deleted account' }
      : null,
    lastMessage: lastMessageIn(
      row,
      readerId,
      new Map([[row.message_sender_id, row.message_sender_name ?? 'Deleted account']]),
    ),
    lastActivityAt: new Date(row.last_message_at).toISOString(),
    unread: row.unread,
  });

  async function participant(caller: Principal, id: string) {
    const account = await accounts.accountOf(caller);
    if (!account) throw notFound();
    const found = await repo.forParticipant(id, account.id);
    if (!found) throw notFound();
    const side: 'buyer' | 'seller' = found.conversation.buyerId === account.id ? 'buyer' : 'seller';
    return { account, side, ...found };
  }

  /**
   * Who on the seller's side hears of a buyer's message: a private seller's car's seller; for a dealership's car, the
   * staff member answering it, or all its staff while nobody does.
   */
  async function sellerSideOf(
    executor: Executor,
    conversation: { sellerId: string | null; dealerId: string | null; assignedTo: string | null },
    seller: { name: string | null; email: string | null },
  ): Promise<Recipient[]> {
    if (!conversation.dealerId) return [{ id: conversation.sellerId, ...seller }];
    const staff = (await createConversationsRepo(executor).staffOf(conversation.dealerId)).map((member) => ({
      id: member.id,
      name: member.username,
      email: member.email,
    }));
    const assignee = staff.filter((member) => member.id === conversation.assignedTo);
    return assignee.length > 0 ? assignee : staff;
  }

  /**
   * Writes a message inside `tx`: the sender's per-minute limit and the recipient's block are checked under a lock on
   * the sender, the scam guard flags it, the sender's and recipients' streams are told (and `alsoTell`'s: a dealership's
   * staff member a manager answered for), and an absent recipient is e-mailed. `recipient` is the one whose block
   * counts; `recipients` all who hear of it (`[recipient]` unless given: a dealership's staff).
   */
  async function writeMessage(
    tx: Executor,
    options: {
      conversationId: string;
      sender: { id: string; username: string };
      side: 'buyer' | 'seller';
      recipient: Recipient;
      recipients?: Recipient[];
      alsoTell?: (string | null)[];
      carId: string | null;
      buyerId: string | null;
      carName: string;
      text: string;
    },
  ) {
    const { sender, recipient, side, conversationId } = options;
    const now = clock();
    const txRepo = createConversationsRepo(tx);
    await txRepo.lockAccount(sender.id);
    const recent = await txRepo.sentSince(sender.id, new Date(now.getTime() - 60_000));
    if (recent.count >= messagesPerMinute) {
      throw new TooManyRequestsError(
        `You can send ${messagesPerMinute} messages a minute. Please wait a moment.`,
        secondsUntil(recent.oldest, 60_000, now),
      );
    }
    if (!recipient.id) throw new ConflictError('The other person has deleted their account.');
    if (await txRepo.isBlocked(recipient.id, sender.id))
      throw new ForbiddenError('This person is not accepting messages from you.');
    const booked =
      options.carId !== null && options.buyerId !== null
        ? await txRepo.hasBooked(options.carId, options.buyerId)
        : false;
    const row = await txRepo.insertMessage({
      conversationId,
      senderId: sender.id,
      text: options.text,
      flags: scamFlags(options.text, booked),
      createdAt: now,
    });
    await txRepo.touch(conversationId, now, side, row.id);
    // The scam guard's finding goes to the moderators with the message, each rule in words.
    for (const reason of scamReasons(row.flags))
      await flag(tx, { kind: 'message', targetId: String(row.id), reason, source: 'automatic' });
    const data = { conversationId, messageId: String(row.id) };
    const recipients = options.recipients ?? [recipient];
    const told = new Set([sender.id, ...recipients.map((one) => one.id), ...(options.alsoTell ?? [])]);
    for (const accountId of told)
      if (accountId) await events.publish(tx, { type: 'message.created', accountId, data });

    // Every message reaches the recipients' devices that take messages, whether or not they are on the site.
    for (const one of recipients) {
      if (!one.id || one.id === sender.id) continue;
      await push.notify(tx, {
        accountId: one.id,
        topic: 'messages',
        eventKey: `message:${row.id}`,
        url: `/dashboard/messages/${conversationId}`,
        title: { key: 'message.title', values: { from: sender.username } },
        body: { key: 'message.body', values: { carName: options.carName, text: options.text } },
      });
    }

    const recipientSide = side === 'buyer' ? 'seller' : 'buyer';
    const emailedAt = (await txRepo.emailedAt(conversationId))?.[recipientSide];
    if (emailedAt && now.getTime() - emailedAt.getTime() < mailIntervalMs) return row;
    let emailed = false;
    for (const one of recipients) {
      if (!one.id || !one.email || one.id === sender.id || (await events.recentlyPresent(tx, one.id)))
        continue;
      await mail.send(
        tx,
        newMessageMail({
          to: one.email,
          name: one.name ?? '',
          from: sender.username,
          carName: options.carName,
          text: options.text,
          flagged: row.flags.length > 0,
          url: `${publicUrl}/dashboard/messages/${conversationId}`,
        }),
      );
      emailed = true;
    }
    if (emailed) await txRepo.markEmailed(conversationId, recipientSide, now);
    return row;
  }

  /** The car a person may start a conversation about: another person's, whose seller is still here. */
  async function carToAsk(me: { id: string }, carId: string) {
    const car = await repo.carToAsk(carId);
    if (!car) throw new NotFoundError('There is no such car.');
    if (car.sellerId === me.id) throw new ForbiddenError('This is your own car.');
    if (!car.sellerId) throw new ConflictError('The seller of this car has left Second Gear.');
    if (car.dealerId && (await dealers.membershipOf(me.id))?.dealer._id === car.dealerId)
      throw new ForbiddenError('This is your dealership’s car.');
    return { ...car, sellerId: car.sellerId };
  }

  /**
   * Inside `tx`: the buyer's conversation about the car, locked, or a new one (not about a sold car, within the daily
   * limit, and not to a seller who blocked the buyer).
   */
  async function findOrStart(
    tx: Executor,
    me: { id: string },
    car: { id: string; sellerId: string; productName: string; saleStatus: string; dealerId: string | null },
  ) {
    const txRepo = createConversationsRepo(tx);
    await txRepo.lockAccount(me.id);
    let conversationId = await txRepo.findByCarAndBuyer(car.id, me.id);
    if (!conversationId) {
      if (car.saleStatus === 'sold') throw new ConflictError(`${car.productName} is already sold.`);
      const now = clock();
      const day = 86_400_000;
      const started = await txRepo.startedSince(me.id, new Date(now.getTime() - day));
      if (started.count >= conversationsPerDay) {
        throw new TooManyRequestsError(
          `You can start ${conversationsPerDay} conversations a day. Please continue tomorrow.`,
          secondsUntil(started.oldest, day, now),
        );
      }
      if (await txRepo.isBlocked(car.sellerId, me.id))
        throw new ForbiddenError('This seller is not accepting messages from you.');
      conversationId = await txRepo.insert({
        carId: car.id,
        carName: car.productName,
        buyerId: me.id,
        sellerId: car.sellerId,
        createdAt: now,
        lastMessageAt: now,
      });
    }
    const found = await txRepo.forParticipant(conversationId, me.id);
    const held = await txRepo.lockAssignment(conversationId);
    return {
      conversationId,
      sellerName: found?.sellerName ?? null,
      sellerEmail: found?.sellerEmail ?? null,
      assignedTo: held?.assignedTo ?? null,
    };
  }

  return {
    /** Messages buyers wrote about each car, per day (the seller's replies are not counted). */
    countsByDay: ((carIds, since) => repo.countsByDay(carIds, since)) satisfies CountSource,

    /** The messages the account reported: part of its data export. */
    async exportReportsFor(reporterId: string): Promise<ExportedReport[]> {
      return (await repo.reportsBy(reporterId)).map((report) => exportedReport('message', report));
    },

    /** The account's conversations, every message in them: its data export. */
    async exportFor(accountId: string): Promise<ExportedConversation[]> {
      const { conversations, messages } = await repo.exportFor(accountId);
      return conversations.map((conversation) => ({
        _id: conversation.id,
        role: conversation.buyerId === accountId ? ('buyer' as const) : ('seller' as const),
        carId: conversation.carId,
        carName: conversation.carName,
        createdAt: conversation.createdAt.toISOString(),
        messages: messages
          .filter((message) => message.conversationId === conversation.id)
          .map((message) => ({
            _id: String(message.id),
            from: message.senderId === accountId ? ('me' as const) : ('other' as const),
            text: message.text,
            createdAt: message.createdAt.toISOString(),
          })),
      }));
    },

    /** Starts a conversation about a car with its first message, or adds the message to the one already started. */
    async start(caller: Principal, carId: string, text: string): Promise<Conversation> {
      const me = await accounts.requireVerifiedAccount(caller);
      const car = await carToAsk(me, carId);
      const id = await db.transaction(async (tx) => {
        const { conversationId, sellerName, sellerEmail, assignedTo } = await findOrStart(tx, me, car);
        const seller = { id: car.sellerId, name: sellerName, email: sellerEmail };
        await writeMessage(tx, {
          conversationId,
          sender: me,
          side: 'buyer',
          recipient: seller,
          recipients: await sellerSideOf(
            tx,
            { sellerId: car.sellerId, dealerId: car.dealerId, assignedTo },
            seller,
          ),
          carId,
          buyerId: me.id,
          carName: car.productName,
          text,
        });
        return conversationId;
      });
      const mine = (await this.list(caller)).conversations.find((conversation) => conversation._id === id);
      if (!mine) throw notFound();
      return mine;
    },

    /**
     * The caller's conversation about a car, started (without a message) when there is none, under the same rules as
     * a first message: a verified account, another person's car still for sale, the daily limit, the seller's blocks.
     */
    async conversationAbout(caller: Principal, carId: string): Promise<string> {
      const me = await accounts.requireVerifiedAccount(caller);
      const car = await carToAsk(me, carId);
      return db.transaction(async (tx) => (await findOrStart(tx, me, car)).conversationId);
    },

    /** A conversation's two people and its car, for the caller who is one of them (anyone else: 404). */
    async participantOf(caller: Principal, id: string) {
      const { account, side, conversation, buyerName, buyerEmail, sellerName, sellerEmail } =
        await participant(caller, id);
      return {
        me: account,
        side,
        conversationId: conversation.id,
        carId: conversation.carId,
        carName: conversation.carName,
        buyer: { id: conversation.buyerId, name: buyerName, email: buyerEmail },
        seller: { id: conversation.sellerId, name: sellerName, email: sellerEmail },
      };
    },

    /**
     * The conversations the account answers (about its own cars, and its dealership's that are its own or nobody's
     * yet) whose last message is the buyer's, the longest waiting first.
     */
    async waitingForReply(sellerId: string): Promise<WaitingConversation[]> {
      return (await repo.answeredBy(sellerId))
        .filter((row) => row.waitingForReply)
        .map((row) => ({
          _id: row.id,
          carName: row.carName,
          buyerName: row.buyerName || 'Deleted account',
          since: row.lastMessageAt.toISOString(),
        }));
    },

    /** The conversations about a seller's cars, per car, for the car's leads. */
    async leadsOfCars(sellerId: string, carIds: string[]): Promise<Map<string, SellerConversationRow[]>> {
      return Map.groupBy(
        (await repo.ofSellerCars(sellerId, carIds)).filter((row) => row.carId !== null),
        (row) => row.carId!,
      );
    },

    /** The caller's conversations, most recent activity first, and their unread messages in all. */
    async list(caller: Principal): Promise<ConversationList> {
      const me = await accounts.accountOf(caller);
      if (!me) return { conversations: [], unread: 0 };
      const rows = await repo.list(me.id, listLimit);
      const list = rows.map((row): Conversation => {
        const names = new Map<string | null, string>([
          [row.other_id, row.other_name ?? 'Deleted account'],
          [row.message_sender_id, row.message_sender_name ?? 'Deleted account'],
          [me.id, me.username],
        ]);
        return {
          _id: row.id,
          car: {
            _id: row.car_id,
            productName: row.car_name,
            image: row.image,
            resalePrice: row.resale_price,
            saleStatus: row.sale_status ?? 'removed',
          },
          role: row.buyer_id === me.id ? 'buyer' : 'seller',
          otherName: row.other_name ?? 'Deleted account',
          otherId: row.other_id,
          lastMessage: lastMessageIn(row, me.id, names, row.message_reported_by_me),
          lastActivityAt: new Date(row.last_message_at).toISOString(),
          unread: row.unread,
          blockedByMe: row.blocked_by_me,
          otherReportedByYou: row.other_reported_by_me,
          dealer:
            row.dealer_slug && row.dealer_name ? { slug: row.dealer_slug, name: row.dealer_name } : null,
          ...(row.dealer_id && row.buyer_id !== me.id
            ? {
                assignedTo: row.assigned_to
                  ? { accountId: row.assigned_to, username: row.assignee_name ?? 'Deleted account' }
                  : null,
              }
            : {}),
        };
      });
      return { conversations: list, unread: list.reduce((sum, item) => sum + item.unread, 0) };
    },

    /** A page of a conversation's messages, oldest first, before the message `before` (the newest without it). */
    async messages(caller: Principal, id: string, before: string | undefined): Promise<MessagePage> {
      const { account, conversation, buyerName, sellerName } = await participant(caller, id);
      const rows = await repo.page(id, before === undefined ? undefined : Number(before), messagesPageSize);
      const reported = await repo.reportedBy(
        account.id,
        rows.map((row) => row.id),
      );
      // A dealership's car's messages come from any of its staff: each is named.
      const senders = [...new Set(rows.map((row) => row.senderId).filter((id) => id !== null))];
      const names = new Map<string | null, string>([
        ...(await repo.namesOf(senders)),
        [conversation.buyerId, buyerName ?? 'Deleted account'],
        [conversation.sellerId, sellerName ?? 'Deleted account'],
      ]);
      return {
        messages: rows
          .slice(0, messagesPageSize)
          .reverse()
          .map((row) => toMessage(row, account.id, names, reported.has(row.id))),
        hasMore: rows.length > messagesPageSize,
      };
    },

    /**
     * Writes in a conversation. For a dealership's car, its staff answer: the first of them to reply takes an
     * unassigned conversation; a salesperson may not answer one a colleague has (owners and managers may).
     */
    async send(caller: Principal, id: string, text: string): Promise<Message> {
      const found = await participant(caller, id);
      const { account, side, conversation, buyerName, buyerEmail, sellerName, sellerEmail, dealerId } = found;
      const me = await accounts.requireVerifiedAccount(caller);
      const staffRole = side === 'seller' && dealerId ? (await dealers.membershipOf(me.id))?.role : undefined;
      const buyer = { id: conversation.buyerId, name: buyerName, email: buyerEmail };
      const seller = { id: conversation.sellerId, name: sellerName, email: sellerEmail };
      const row = await db.transaction(async (tx) => {
        const txRepo = createConversationsRepo(tx);
        const held = await txRepo.lockAssignment(id);
        let assignedTo = held?.assignedTo ?? null;
        if (staffRole && assignedTo !== me.id) {
          if (assignedTo && !roleAtLeast(staffRole, 'manager'))
            throw new ConflictError(`${held?.assigneeName ?? 'A colleague'} answers this conversation.`);
          if (!assignedTo) {
            await txRepo.assign(id, me.id);
            assignedTo = me.id;
          }
        }
        const recipients =
          side === 'buyer'
            ? await sellerSideOf(tx, { sellerId: conversation.sellerId, dealerId, assignedTo }, seller)
            : [buyer];
        return writeMessage(tx, {
          conversationId: id,
          sender: me,
          side,
          recipient: side === 'buyer' ? (recipients[0] ?? seller) : buyer,
          recipients,
          alsoTell: staffRole ? [assignedTo] : [],
          carId: conversation.carId,
          buyerId: conversation.buyerId,
          carName: conversation.carName,
          text,
        });
      });
      return toMessage(row, account.id, new Map([[account.id, account.username]]));
    },

    /**
     * Marks the conversation read up to its newest message; both sides' streams hear of it. On a dealership's side, the
     * staff member answering it reads for the dealership (anyone of them while nobody does).
     */
    async markRead(caller: Principal, id: string) {
      const { account, side, conversation, dealerId, sellerName, sellerEmail } = await participant(
        caller,
        id,
      );
      const assignedTo = conversation.assignedTo;
      if (side === 'seller' && dealerId && assignedTo && assignedTo !== account.id)
        return { ok: true as const };
      await db.transaction(async (tx) => {
        if (!(await createConversationsRepo(tx).markRead(id, side))) return;
        const sellerSide = await sellerSideOf(
          tx,
          { sellerId: conversation.sellerId, dealerId, assignedTo },
          { name: sellerName, email: sellerEmail },
        );
        for (const accountId of new Set([conversation.buyerId, ...sellerSide.map((one) => one.id)])) {
          if (accountId)
            await events.publish(tx, { type: 'conversation.read', accountId, data: { conversationId: id } });
        }
      });
      return { ok: true as const };
    },

    /**
     * A page of a dealership's conversations for any of its staff, the newest activity first: all of them, the
     * caller's (`me`), the unassigned (`none`) or one staff member's.
     */
    async dealerInbox(
      caller: Principal,
      dealerId: string,
      query: { assignedTo?: string; before?: string },
    ): Promise<DealerConversationPage> {
      const me = await accounts.accountOf(caller);
      const membership = me && (await dealers.membershipOf(me.id));
      if (!me || membership?.dealer._id !== dealerId)
        throw new ForbiddenError('Only the dealership’s staff see its conversations.');
      const assignedTo =
        query.assignedTo === 'me' ? me.id : query.assignedTo === 'none' ? null : query.assignedTo;
      const [at, lastId] = query.before?.split('~') ?? [];
      const [rows, staff] = await Promise.all([
        repo.ofDealer(dealerId, {
          assignedTo,
          before: at && lastId ? { at, id: lastId } : undefined,
          limit: dealerInboxPageSize,
        }),
        repo.staffOf(dealerId),
      ]);
      const page = rows.slice(0, dealerInboxPageSize);
      const last = page.at(-1);
      return {
        conversations: page.map((row) => toDealerConversation(row, me.id)),
        next: rows.length > dealerInboxPageSize && last ? `${last.cursor_at}~${last.id}` : null,
        staff: staff
          .map((member) => ({ accountId: member.id, username: member.username }))
          .sort((a, b) => a.username.localeCompare(b.username)),
        canAssign: roleAtLeast(membership.role, 'manager'),
      };
    },

    /**
     * An owner or a manager of the car's dealership gives the conversation to one of its staff; they, whoever had it
     * and the one who gave it are told live.
     */
    async assign(caller: Principal, id: string, accountId: string): Promise<DealerConversation> {
      const me = await accounts.accountOf(caller);
      const found = me && (await repo.forParticipant(id, me.id));
      if (!me || !found) throw notFound();
      const membership = await dealers.membershipOf(me.id);
      if (
        !found.dealerId ||
        membership?.dealer._id !== found.dealerId ||
        !roleAtLeast(membership.role, 'manager')
      )
        throw new ForbiddenError(
          'Only an owner or a manager of the car’s dealership assigns its conversations.',
        );
      if ((await dealers.membershipOf(accountId))?.dealer._id !== found.dealerId)
        throw new ValidationError('accountId must be a staff member of the dealership.');
      await db.transaction(async (tx) => {
        const txRepo = createConversationsRepo(tx);
        const held = await txRepo.lockAssignment(id);
        if (held?.assignedTo === accountId) return;
        await txRepo.assign(id, accountId);
        for (const told of new Set([accountId, held?.assignedTo ?? null, me.id]))
          if (told)
            await events.publish(tx, {
              type: 'conversation.assigned',
              accountId: told,
              data: { conversationId: id },
            });
      });
      const [row] = await repo.ofDealer(found.dealerId, { id, limit: 1 });
      if (!row) throw notFound();
      return toDealerConversation(row, me.id);
    },

    /**
     * Reports a message to the administrators with a reason and note: only its reader may, once (a repeat changes
     * nothing and answers null).
     */
    async report(caller: Principal, messageId: string, details: ReportDetails): Promise<FiledReport | null> {
      const message = await repo.message(Number(messageId));
      const account = await accounts.accountOf(caller);
      if (!message || !account || !(await repo.forParticipant(message.conversationId, account.id)))
        throw new NotFoundError('There is no such message.');
      if (message.senderId === account.id) throw new ForbiddenError('You cannot report your own message.');
      return fileReport(
        db,
        { kind: 'message', targetId: String(message.id) },
        details,
        (tx, stored) =>
          createConversationsRepo(tx).report({
            messageId: message.id,
            reporterId: account.id,
            ...stored,
            createdAt: clock(),
          }),
        onReport,
      );
    },

    async block(caller: Principal, accountId: string) {
      const me = await accounts.accountOf(caller);
      if (!me) throw new ForbiddenError('Create your buyer or seller account first.');
      if (accountId === me.id) throw new ValidationError('You cannot block yourself.');
      if (!(await repo.accountExists(accountId))) throw new NotFoundError('There is no such person.');
      await repo.block(me.id, accountId, clock());
      return { ok: true as const };
    },

    async unblock(caller: Principal, accountId: string) {
      const me = await accounts.accountOf(caller);
      if (!me) throw new ForbiddenError('Create your buyer or seller account first.');
      await repo.unblock(me.id, accountId);
      return { ok: true as const };
    },

    /**
     * Inside a moderators' decision: the message's words leave the conversation for both people, a placeholder keeps
     * its place, and both sides are told live (a dealership's car: all its staff). Undefined when there is no such message or it was removed already; otherwise
     * what was removed and whose it was, for the sender's e-mail and the audit log.
     */
    async removeMessageIn(tx: Executor, messageId: string) {
      const txRepo = createConversationsRepo(tx);
      const found = await txRepo.lockMessage(Number(messageId));
      if (!found || !(await txRepo.removeByModerators(found.message.id, clock()))) return undefined;
      const { message } = found;
      const data = { conversationId: message.conversationId, messageId };
      const staff = found.dealerId ? await txRepo.staffOf(found.dealerId) : [];
      for (const accountId of new Set([found.buyerId, found.sellerId, ...staff.map((member) => member.id)]))
        if (accountId) await events.publish(tx, { type: 'message.removed', accountId, data });
      return {
        conversationId: message.conversationId,
        carName: found.carName,
        text: message.text,
        sender:
          message.senderId && found.senderEmail
            ? { name: found.senderName ?? '', email: found.senderEmail }
            : null,
      };
    },

    /** The administrators' review: flagged and reported messages, newest first. */
    async reviewQueue(caller: Principal): Promise<ReviewedMessage[]> {
      await accounts.requireAdmin(caller);
      const rows = await repo.reviewQueue(reviewLimit);
      return rows.map((row) => ({
        _id: String(row.id),
        text: row.text,
        rules: row.flags,
        reasons: scamReasons(row.flags),
        reports: row.reports,
        carName: row.carName,
        senderName: row.senderName ?? 'Deleted account',
        senderEmail: row.senderEmail,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
