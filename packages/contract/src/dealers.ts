import { z } from 'zod';
import { emailAddress } from './accounts.ts';
import { zipCode } from './vehicles.ts';

export const dealerRoles = ['owner', 'manager', 'sales'] as const;
export const dealerRole = z.enum(dealerRoles, { error: 'must be owner, manager or sales' });
export type DealerRole = z.infer<typeof dealerRole>;

const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** POST /api/dealers: a seller opens a dealership and becomes its owner. */
export const newDealer = z.object({
  name: requiredText(80),
  zip: zipCode,
  address: requiredText(200),
  phone: requiredText(40),
  hours: optionalText(500).default(''),
  about: optionalText(2000).default(''),
  /** A photo uploaded through POST /api/uploads (its URL), or none. */
  logo: z.string().max(300).nullable().optional(),
});
export type NewDealer = z.infer<typeof newDealer>;

/** PATCH /api/dealers/:id: any of the fields; the slug stays. */
export const dealerChanges = z
  .object({
    name: requiredText(80),
    zip: zipCode,
    address: requiredText(200),
    phone: requiredText(40),
    hours: optionalText(500),
    about: optionalText(2000),
    logo: z.string().max(300).nullable(),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, {
    error: 'Nothing to change: send at least one of name, zip, address, phone, hours, about, logo.',
  });

export const dealerIdParams = z.object({ id: z.uuid({ error: 'must be the id of a dealership' }) });
/**
 * GET /api/dealers/:id and its reviews: the storefront's slug, or the dealership's id. One parameter name with PATCH
 * /api/dealers/:id, as the API description allows one path per shape.
 */
export const dealerRefParams = z.object({
  id: z.string().min(1).max(100).describe("The dealership's slug (as in /dealers/:slug), or its id"),
});
export const dealerCreated = z.object({ _id: z.string(), slug: z.string() });

/** How a car, a card or a conversation names the dealership a car belongs to. */
export const carDealer = z.object({ slug: z.string(), name: z.string() });
export type CarDealer = z.infer<typeof carDealer>;

/** GET /api/dealers/:slug: the storefront's header, for anyone. */
export const publicDealer = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  zip: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  about: z.string(),
  logo: z.string().nullable(),
  /** Where its ZIP code is, for a map and the structured data; null when the ZIP is unknown. */
  location: z.object({ city: z.string(), state: z.string() }).nullable(),
  /** The average of the reviews of cars its staff sold, with their count; null rating under one review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Its cars for sale. */
  carCount: z.number().int(),
  /** The median minutes its staff take to answer a buyer's first message; null under 5 conversations. */
  replyTimeMinutes: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicDealer = z.infer<typeof publicDealer>;

/** The signed-in person's place in a dealership (GET /api/dealers/mine), or null when they work for none. */
export const dealerMembership = z.object({
  dealer: z.object({ _id: z.string(), slug: z.string(), name: z.string() }),
  role: dealerRole,
});
export type DealerMembership = z.infer<typeof dealerMembership>;

export const newInvitation = z.object({ email: emailAddress, role: dealerRole });
export const invitationTokenParams = z.object({ token: z.string().min(1).max(200) });

/** POST /api/dealers/:id/invitations: what the inviter sees of an invitation (never its token). */
export const dealerInvitation = z.object({
  _id: z.string(),
  email: z.string(),
  role: dealerRole,
  expiresAt: z.iso.datetime({ offset: true }),
});
export type DealerInvitation = z.infer<typeof dealerInvitation>;
export const dealerInvitationList = z.array(dealerInvitation);
export const dealerInvitationParams = dealerIdParams.extend({
  invitationId: z.uuid({ error: 'must be the id of an invitation' }),
});

export const invitationStates = ['pending', 'accepted', 'expired'] as const;
/** GET /api/invitations/:token: what an invitation is, for its page before sign-in. */
export const invitationView = z.object({
  dealer: carDealer,
  role: dealerRole,
  email: z.string(),
  state: z.enum(invitationStates),
});
export type InvitationView = z.infer<typeof invitationView>;

/** One person on a dealership's staff, as its staff see them. */
export const staffMember = z.object({
  accountId: z.string(),
  username: z.string(),
  email: z.string(),
  role: dealerRole,
  joinedAt: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffList = z.array(staffMember);
export const staffMemberParams = dealerIdParams.extend({
  accountId: z.uuid({ error: 'must be the id of an account' }),
});
/** PATCH /api/dealers/:id/staff/:accountId: an owner changes a member's role. */
export const staffRoleChange = z.object({ role: dealerRole });
