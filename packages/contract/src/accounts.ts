import { z } from 'zod';
import { language } from './languages.ts';

export const accountStatuses = ['buyer', 'seller'] as const;
export const accountStatus = z.enum(accountStatuses, { error: 'must be buyer or seller' });
export type AccountStatus = z.infer<typeof accountStatus>;

/** E-mail addresses are compared case-insensitively, so they travel lower-cased. */
export const emailAddress = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'must be an e-mail address' }))
  .transform((value) => value.toLowerCase());

export const passwordRules = { min: 8, max: 128 } as const;

export const jwtRequest = z.object({ email: emailAddress });
export const jwtResponse = z.object({ token: z.string() });

const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** POST /allAccounts: the marketplace account of the signed-in user. */
export const newAccount = z.object({
  username: requiredText(80),
  userEmail: emailAddress,
  // A Google sign-up has neither.
  phone: requiredText(40).optional(),
  location: requiredText(120).optional(),
  accountStatus,
});
export type NewAccount = z.infer<typeof newAccount>;

export const acknowledged = z.object({ acknowledged: z.literal(true), insertedId: z.string().optional() });

export const emailParams = z.object({ email: z.string().max(254) });
export const isAdminAnswer = z.object({ isAdmin: z.boolean() });
export const isBuyerAnswer = z.object({ isBuyer: z.boolean() });
export const isSellerAnswer = z.object({ isSeller: z.boolean() });

/** GET /accounts/me: the signed-in user's own marketplace account. */
export const myAccount = z.object({
  /** The account's id: a seller's public profile is /sellers/{_id}. */
  _id: z.string(),
  username: z.string(),
  userEmail: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  accountStatus,
  sellerStatus: z.literal('verified').nullable(),
  /** The language the person chose (their pages and e-mails); null: their browser's. */
  language: language.nullable(),
});
export type MyAccount = z.infer<typeof myAccount>;

/** Asks for a new sign-in address: a link goes to it, and nothing changes until the link is followed. */
export const emailChangeRequest = z.object({ newEmail: z.email().max(254) });
/** The same answer whether or not the address is free: an address's owner is never revealed. */
export const emailChangeRequested = z.object({ message: z.string() });
/** The link's token, from `/confirm-email?token=…`. */
export const emailChangeConfirmation = z.object({ token: z.string().min(1).max(200) });
export const emailChanged = z.object({ email: z.string() });
