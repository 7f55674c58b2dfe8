import type { Executor } from '../db/client.ts';
import { createAuditRecorder } from '../modules/audit/audit.service.ts';
import { createAuditRepo } from '../modules/audit/audit.repo.ts';
import { createConversationsRepo } from '../modules/conversations/conversations.repo.ts';
import { scamFlags, scamReasons } from '../modules/conversations/scam-rules.ts';
import { createFlag, reportToModerators, reusedPhotoReason } from '../modules/moderation/flag.ts';
import { createModerationRepo } from '../modules/moderation/moderation.repo.ts';
import { createReportsRepo } from '../modules/reports/reports.repo.ts';
import { createReviewsRepo } from '../modules/reviews/reviews.repo.ts';

/** A listing of the demo catalogue, as the moderation demo picks its cases among them. */
export interface DemoListing {
  id: string;
  sellerId: string;
  productName: string;
  saleStatus: 'available' | 'sold';
  image: string;
}

const hourMs = 3_600_000;

/** The moderation's flag() as it would have run at that moment. */
const flagAt = (date: Date) => {
  const audit = createAuditRecorder(() => date);
  return { audit, flag: createFlag({ audit, clock: () => date }) };
};

/**
 * What the administrators find on a first look at the demo: a listing reported by two people, a scam message the
 * guard flagged and its reader reported, a reused photo, and an earlier decision of the
 * demo administrator with its reason. Written as the real ones are (the owning modules' rows, flag(), the audit log),
 * dated over the last days; once, however often the seed runs.
 */
export async function seedDemoModeration(
  tx: Executor,
  options: {
    now: number;
    admin: { id: string; email: string };
    /** The demo buyer: reports a listing and a message. */
    buyerId: string;
    /** Another demo person, who reported the same listing. */
    reporterId: string;
    listings: DemoListing[];
  },
) {
  const { now, admin, buyerId, reporterId, listings } = options;
  if ((await createAuditRepo(tx).page({ actor: admin.email, limit: 1 })).length > 0) return;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * hourMs);
  const others = (listing: DemoListing) => listing.sellerId !== buyerId && listing.sellerId !== reporterId;
  const forSale = listings.filter((listing) => listing.saleStatus === 'available' && others(listing));
  const [reported, scamCar, checked] = forSale.slice(-3).reverse();
  if (!reported || !scamCar || !checked) return;

  // An earlier report the demo administrator looked at and dismissed, with the reason.
  const earlier = flagAt(at(96));
  const dismissed = await earlier.flag(tx, {
    kind: 'car',
    targetId: checked.id,
    reason: 'wrong-details',
    detail: { note: 'The ad says one owner, the history report says two.' },
    source: 'report',
  });
  const decidedAt = at(90);
  const reason =
    'The seller uploaded the title and the history report: the second owner was a lease company. The listing is right.';
  await createModerationRepo(tx).close(dismissed.itemId, {
    by: admin.email,
    action: 'dismiss',
    reason,
    at: decidedAt,
  });
  await createAuditRecorder(() => decidedAt).record(tx, {
    actor: admin,
    action: 'dismiss',
    targetKind: 'car',
    targetId: checked.id,
    reason,
    change: { itemId: dismissed.itemId, itemState: { from: 'open', to: 'closed' } },
  });

  // A listing reported by two people, each with a reason and a note.
  const reports = createReportsRepo(tx);
  for (const [reporter, reason, note, hoursAgo] of [
    [buyerId, 'scam', 'The seller wants a deposit by wire before anyone may see the car.', 30],
    [reporterId, 'misleading', 'The same photos are on another site with a different VIN.', 20],
  ] as const) {
    await reports.insert({ carId: reported.id, reporterId: reporter, reason, note });
    await reportToModerators(flagAt(at(hoursAgo)).flag)(tx, {
      kind: 'car',
      targetId: reported.id,
      reason,
      note,
    });
  }

  // A conversation whose seller asks for a gift-card deposit: the scam guard flags it, and the buyer reports it.
  const conversations = createConversationsRepo(tx);
  const startedAt = at(26);
  const conversationId = await conversations.insert({
    carId: scamCar.id,
    carName: scamCar.productName,
    buyerId,
    sellerId: scamCar.sellerId,
    createdAt: startedAt,
    lastMessageAt: startedAt,
  });
  const talk = [
    ['buyer', 'Hello! Is the car still available? I could come and see it on Saturday.', 26],
    [
      'seller',
      'It is, but I am working abroad. Send a $500 deposit in gift cards and I will have it shipped to your door.',
      25,
    ],
  ] as const;
  for (const [side, text, hoursAgo] of talk) {
    const sentAt = at(hoursAgo);
    const message = await conversations.insertMessage({
      conversationId,
      senderId: side === 'buyer' ? buyerId : scamCar.sellerId,
      text,
      flags: scamFlags(text, false),
      createdAt: sentAt,
    });
    await conversations.touch(conversationId, sentAt, side, message.id);
    const guard = flagAt(sentAt);
    for (const reason of scamReasons(message.flags))
      await guard.flag(tx, { kind: 'message', targetId: String(message.id), reason, source: 'automatic' });
    if (side === 'seller') {
      const note = 'Gift cards for a deposit, and the seller will not meet.';
      await conversations.report({
        messageId: message.id,
        reporterId: buyerId,
        reason: 'scam',
        note,
        createdAt: at(24),
      });
      await reportToModerators(flagAt(at(24)).flag)(tx, {
        kind: 'message',
        targetId: String(message.id),
        reason: 'scam',
        note,
      });
    }
  }

  // The reused-photo check's finding: another seller's listing shows the very same photo.
  const shared = forSale.find((listing) =>
    forSale.some(
      (other) =>
        other.image === listing.image && other.sellerId !== listing.sellerId && other.id !== reported.id,
    ),
  );
  const original =
    shared && forSale.find((other) => other.image === shared.image && other.sellerId !== shared.sellerId);
  if (shared && original)
    await flagAt(at(6)).flag(tx, {
      kind: 'photo',
      targetId: shared.id,
      reason: reusedPhotoReason,
      detail: { otherCarId: original.id, photo: shared.image, otherPhoto: original.image, distance: 0 },
      source: 'automatic',
    });
}

/**
 * The demo buyer's review of the car they bought (the demo's sale), which its seller reported as offensive: written
 * as the reviews module writes one, with the report in the moderation queue. Once per sale.
 */
export async function seedDemoReview(
  tx: Executor,
  sale: { bookingId: string; buyerId: string; sellerId: string; carName: string; at: Date },
) {
  const reviews = createReviewsRepo(tx);
  if (await reviews.byBooking(sale.bookingId)) return;
  const rating = 1;
  const reviewId = await reviews.insert({
    bookingId: sale.bookingId,
    buyerId: sale.buyerId,
    sellerId: sale.sellerId,
    carName: sale.carName,
    rating,
    text: 'Total crook. He knew the clutch was slipping and laughed about it when I called. Avoid this clown!',
    createdAt: sale.at,
  });
  await reviews.addToRating(sale.sellerId, rating);
  const note = 'Name-calling. The buyer drove the car for an hour and had it inspected before paying.';
  await reviews.report({
    reviewId,
    reporterId: sale.sellerId,
    reason: 'offensive',
    note,
    createdAt: sale.at,
  });
  await reportToModerators(flagAt(sale.at).flag)(tx, {
    kind: 'review',
    targetId: reviewId,
    reason: 'offensive',
    note,
  });
}
