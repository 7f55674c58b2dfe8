import { and, eq, sql } from 'drizzle-orm';
import type { ModerationAction, ModerationKind } from '@second-gear/contract';
import type { Executor } from '../../db/client.ts';
import { moderationItems } from './moderation.table.ts';

export type ModerationRepo = ReturnType<typeof createModerationRepo>;

/** The kinds whose target is a car: a listing reported, or an automatic finding on it. */
export const carKinds = ['car', 'photo', 'mileage', 'vin'] as const satisfies readonly ModerationKind[];

export interface QueueRow {
  id: string;
  kind: ModerationKind;
  targetId: string;
  reasons: Record<string, number>;
  count: number;
  detail: Record<string, unknown> | null;
  createdAt: Date;
  /** `created_at` as PostgreSQL's text, for the next page's cursor (microseconds kept). */
  createdAtText: string;
  /** What the target is called: a car's name (of the listing, or the one a message or review is about), an account's. */
  title: string | null;
  excerpt: string | null;
  ownerId: string | null;
  ownerName: string | null;
  /** The review's seller, whose profile shows it. */
  reviewSellerId: string | null;
}

const carKindList = sql.raw(carKinds.map((kind) => `'${kind}'`).join(', '));

export function createModerationRepo(db: Executor) {
  /** Items chosen by `choice` (a condition, an order and a limit on moderation_items) joined to their targets. */
  async function withTargets(choice: ReturnType<typeof sql>): Promise<QueueRow[]> {
    const result = await db.execute<QueueRow & Record<string, unknown>>(sql`
        select m.id, m.kind, m.target_id as "targetId", m.reasons, m.count, m.detail,
               m.created_at as "createdAt", m.created_at::text as "createdAtText",
               coalesce(c.product_name, conv.car_name, r.car_name, u.username) as title,
               coalesce(left(msg.text, 280), left(r.text, 280), left(c.description, 280)) as excerpt,
               o.id as "ownerId", o.username as "ownerName", r.seller_id as "reviewSellerId"
          from (select * from moderation_items where ${choice}) m
          left join cars c
            on c.id = (case when m.kind in (${carKindList}) then m.target_id::uuid end)
          left join messages msg on msg.id = (case when m.kind = 'message' then m.target_id::bigint end)
          left join conversations conv on conv.id = msg.conversation_id
          left join reviews r on r.id = (case when m.kind = 'review' then m.target_id::uuid end)
          left join accounts u on u.id = (case when m.kind = 'user' then m.target_id::uuid end)
          left join accounts o on o.id = coalesce(c.seller_id, msg.sender_id, r.buyer_id, u.id)
         order by m.created_at, m.id`);
    return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  return {
    /** Adds one flag to the target's open item, or opens it (see Flag). */
    async flag(input: {
      kind: ModerationKind;
      targetId: string;
      reason: string;
      detail?: Record<string, unknown>;
      at: Date;
    }): Promise<{ itemId: string; count: number }> {
      const [row] = await db
        .insert(moderationItems)
        .values({
          kind: input.kind,
          targetId: input.targetId,
          reasons: { [input.reason]: 1 },
          count: 1,
          detail: input.detail ?? null,
          createdAt: input.at,
          lastFlaggedAt: input.at,
        })
        .onConflictDoUpdate({
          target: [moderationItems.kind, moderationItems.targetId],
          targetWhere: sql`${moderationItems.state} = 'open'`,
          set: {
            reasons: sql`${moderationItems.reasons} || jsonb_build_object(${input.reason}::text,
              coalesce((${moderationItems.reasons} ->> ${input.reason}::text)::int, 0) + 1)`,
            count: sql`${moderationItems.count} + 1`,
            detail: sql`coalesce(excluded.detail, ${moderationItems.detail})`,
            lastFlaggedAt: sql`excluded.last_flagged_at`,
          },
        })
        .returning({ itemId: moderationItems.id, count: moderationItems.count });
      return row!;
    },

    /**
     * A page of the open items, oldest first, each with what its target shows (a car's name, a message's or review's
     * words, an account's name) and whose it is. `after` is the previous page's last (created_at, id).
     */
    queue(page: { after?: { createdAt: string; id: string }; limit: number }): Promise<QueueRow[]> {
      const { after } = page;
      return withTargets(sql`state = 'open'
                   ${after ? sql`and (created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
                 order by created_at, id
                 limit ${page.limit}`);
    },

    /** One item with its target and owner, as the queue shows it. */
    async item(id: string): Promise<QueueRow | undefined> {
      return (await withTargets(sql`id = ${id}::uuid`))[0];
    },

    /** The item, locked until the transaction ends: one decision at a time. */
    async lock(id: string) {
      const [row] = await db.select().from(moderationItems).where(eq(moderationItems.id, id)).for('update');
      return row;
    },

    async close(
      id: string,
      decision: { by: string; action: ModerationAction; reason: string; at: Date },
    ): Promise<void> {
      await db
        .update(moderationItems)
        .set({
          state: 'closed',
          closedBy: decision.by,
          closedAction: decision.action,
          closedReason: decision.reason,
          closedAt: decision.at,
        })
        .where(and(eq(moderationItems.id, id), eq(moderationItems.state, 'open')));
    },
  };
}
