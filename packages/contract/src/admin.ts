import { z } from 'zod';
import { emailAddress } from './accounts.ts';

/** POST /buyers and POST /sellers: the body names the signed-in administrator; the token decides who that is. */
export const accountListRequest = z.object({ email: emailAddress });

/** A row of All Buyer. Phone and location are null for a Google sign-up, which gives neither. */
export const buyerRecord = z.object({
  _id: z.string(),
  username: z.string(),
  userEmail: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
});
export type BuyerRecord = z.infer<typeof buyerRecord>;
export const buyerList = z.array(buyerRecord);

/** A row of All Seller, with the badge an administrator gave. */
export const sellerRecord = buyerRecord.extend({ sellerStatus: z.literal('verified').nullable() });
export type SellerRecord = z.infer<typeof sellerRecord>;
export const sellerList = z.array(sellerRecord);

/** PUT /sellers/verifyStatus/{id}: verifying is the only change this call makes; any other field is refused. */
export const verifySellerRequest = z.strictObject(
  { sellerStatus: z.literal('verified', { error: 'must be "verified"' }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `only sellerStatus can be set here, not ${issue.keys.join(', ')}`
        : undefined,
  },
);
export const verifiedAnswer = z.object({ acknowledged: z.literal(true) });

/** A row of Reported Items: one per reported car, with how many people reported it. */
export const reportedItem = z.object({
  _id: z.string(),
  image: z.string(),
  productName: z.string(),
  model: z.string(),
  resalePrice: z.number().int(),
  reportCount: z.number().int(),
});
export type ReportedItem = z.infer<typeof reportedItem>;
export const reportedItemList = z.array(reportedItem);

/** The administrators' lists come a page at a time; the answer's `Link: <…>; rel="next"` names the next page. */
export const adminPageSize = 50;

/** The query of an administrators' list: where the previous page ended (from its Link), and a search. */
export const adminListQuery = z.object({
  after: z.string().max(300).optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;
