import { z } from 'zod';
import { reportKinds, reportReason } from './reports.ts';

/** How long after its confirmation a requested account deletion happens: the time to change one's mind. */
export const accountDeletionGraceDays = 7;

/** How long the e-mailed link that confirms an account deletion stays valid. */
export const deletionLinkHours = 24;

/** What records kept after an account's deletion (paid bookings, payments) show instead of the person's name. */
export const deletedAccountName = 'Deleted account';

const when = z.iso.datetime({ offset: true });

/**
 * Where the caller's own account deletion stands: none asked for, a link e-mailed and not yet followed, or scheduled
 * for `deleteAt` (cancellable until then).
 */
export const accountDeletion = z.object({
  state: z.enum(['none', 'requested', 'scheduled']),
  deleteAt: when.nullable(),
});
export type AccountDeletion = z.infer<typeof accountDeletion>;

/** The e-mailed link's token, as the confirmation page posts it. */
export const deletionConfirmation = z.object({
  token: z.string().min(1, { error: 'must be the token from the e-mailed link' }).max(200),
});

/** The account as the marketplace keeps it (no password, no sessions, no tokens). */
const exportedAccount = z.object({
  _id: z.string(),
  username: z.string(),
  userEmail: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  accountStatus: z.enum(['buyer', 'seller']),
  sellerStatus: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: when,
});

const exportedListing = z.object({
  _id: z.string(),
  productName: z.string(),
  description: z.string(),
  resalePrice: z.number().int(),
  originalPrice: z.number().int(),
  location: z.string(),
  phone: z.string(),
  saleStatus: z.string(),
  make: z.string().nullable(),
  modelName: z.string().nullable(),
  year: z.number().int().nullable(),
  mileage: z.number().int().nullable(),
  vin: z.string().nullable(),
  zip: z.string().nullable(),
  /** Addresses of the listing's photos, the cover first. */
  photos: z.array(z.string()),
  createdAt: when,
});

const exportedBooking = z.object({
  _id: z.string(),
  /** Whether the person booked the car (`buyer`) or sells it (`seller`). */
  role: z.enum(['buyer', 'seller']),
  carId: z.string().nullable(),
  productName: z.string(),
  productPrice: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  meetingLocation: z.string(),
  paymentStatus: z.string(),
  createdAt: when,
  paidAt: when.nullable(),
});

const exportedOffer = z.object({
  _id: z.string(),
  carId: z.string().nullable(),
  conversationId: z.string(),
  /** Who made it: the person themself (`me`) or the other side. */
  madeBy: z.enum(['me', 'other']),
  amount: z.number().int(),
  askingPrice: z.number().int(),
  state: z.string(),
  createdAt: when,
});

const exportedTestDrive = z.object({
  _id: z.string(),
  role: z.enum(['buyer', 'seller']),
  carId: z.string().nullable(),
  carName: z.string(),
  startsAt: when,
  state: z.string(),
  createdAt: when,
});

const exportedReservation = z.object({
  _id: z.string(),
  role: z.enum(['buyer', 'seller']),
  carId: z.string().nullable(),
  productName: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  amountCents: z.number().int(),
  state: z.string(),
  expiresAt: when,
  createdAt: when,
});

const exportedMessage = z.object({
  _id: z.string(),
  /** Whether the person wrote it (`me`) or received it. */
  from: z.enum(['me', 'other']),
  text: z.string(),
  createdAt: when,
});

const exportedConversation = z.object({
  _id: z.string(),
  role: z.enum(['buyer', 'seller']),
  carId: z.string().nullable(),
  carName: z.string(),
  createdAt: when,
  messages: z.array(exportedMessage),
});

const exportedReview = z.object({
  _id: z.string(),
  /** `written` by the person as a buyer, or `received` as a seller. */
  direction: z.enum(['written', 'received']),
  carName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  replyText: z.string().nullable(),
  createdAt: when,
});

const exportedFavorite = z.object({ carId: z.string(), savedAt: when, priceWhenSaved: z.number().int() });

const exportedSavedSearch = z.object({
  _id: z.string(),
  name: z.string(),
  query: z.string(),
  frequency: z.string(),
  alertsOn: z.boolean(),
  createdAt: when,
});

const exportedPayment = z.object({
  _id: z.string(),
  bookingId: z.string().nullable(),
  /** The card payment's id at the gateway, as receipts show it. */
  transactionId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  product: z.string(),
  createdAt: when,
});

const exportedPayout = z.object({
  _id: z.string(),
  bookingId: z.string(),
  amountCents: z.number().int(),
  state: z.string(),
  createdAt: when,
});

/** The seller's payout account at the card processor, as the marketplace last heard of it (its id there stays out). */
const exportedPayoutAccount = z.object({
  status: z.string(),
  /** What the processor still asks of the seller before it pays out. */
  currentlyDue: z.array(z.string()),
  createdAt: when,
  updatedAt: when,
});

/** A line of the marketplace's books that moved what it owes the seller: a share credited, transferred or reversed. */
const exportedLedgerLine = z.object({
  kind: z.string(),
  bookingId: z.string().nullable(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  at: when,
});

const exportedReport = z.object({
  _id: z.string(),
  /** What was reported: a car, a message, a review or a person (`targetId`). */
  kind: z.enum(reportKinds),
  targetId: z.string(),
  /** The car, for a car's report; null for the other kinds. */
  carId: z.string().nullable(),
  reason: reportReason,
  note: z.string().nullable(),
  createdAt: when,
});

/** Everything the marketplace holds about the caller, one section per kind of thing. */
export const dataExport = z.object({
  exportedAt: when,
  account: exportedAccount,
  listings: z.array(exportedListing),
  bookings: z.array(exportedBooking),
  offers: z.array(exportedOffer),
  testDrives: z.array(exportedTestDrive),
  reservations: z.array(exportedReservation),
  conversations: z.array(exportedConversation),
  reviews: z.array(exportedReview),
  favorites: z.array(exportedFavorite),
  savedSearches: z.array(exportedSavedSearch),
  payments: z.array(exportedPayment),
  payouts: z.array(exportedPayout),
  payoutAccount: exportedPayoutAccount.nullable(),
  /** What the marketplace owed the seller and paid them, line by line, oldest first. */
  sellerLedger: z.array(exportedLedgerLine),
  reports: z.array(exportedReport),
});
export type DataExport = z.infer<typeof dataExport>;
export type ExportedAccount = z.infer<typeof exportedAccount>;
export type ExportedListing = z.infer<typeof exportedListing>;
export type ExportedBooking = z.infer<typeof exportedBooking>;
export type ExportedOffer = z.infer<typeof exportedOffer>;
export type ExportedTestDrive = z.infer<typeof exportedTestDrive>;
export type ExportedReservation = z.infer<typeof exportedReservation>;
export type ExportedConversation = z.infer<typeof exportedConversation>;
export type ExportedReview = z.infer<typeof exportedReview>;
export type ExportedFavorite = z.infer<typeof exportedFavorite>;
export type ExportedSavedSearch = z.infer<typeof exportedSavedSearch>;
export type ExportedPayment = z.infer<typeof exportedPayment>;
export type ExportedPayout = z.infer<typeof exportedPayout>;
export type ExportedPayoutAccount = z.infer<typeof exportedPayoutAccount>;
export type ExportedLedgerLine = z.infer<typeof exportedLedgerLine>;
export type ExportedReport = z.infer<typeof exportedReport>;
