import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DealerImportState, ImportRowAction, ImportRowOutcome } from '@second-gear/contract';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { dealers } from '../dealers/dealers.table.ts';
import { dealerImports } from './dealer-imports.table.ts';

export type DealerImportsRepo = ReturnType<typeof createDealerImportsRepo>;
export type DealerImportRecord = typeof dealerImports.$inferSelect;
export type NewDealerImport = typeof dealerImports.$inferInsert;

/** The counter each action of a row adds to. */
const counterOf: Record<ImportRowAction, keyof DealerImportRecord> = {
  create: 'created',
  update: 'updated',
  unchanged: 'unchanged',
  refuse: 'refused',
  remove: 'removed',
  keep: 'unchanged',
};

/** The columns of an import without its input, photos and rows: what a list of imports reads. */
const summary = {
  id: dealerImports.id,
  dealerId: dealerImports.dealerId,
  accountId: dealerImports.accountId,
  state: dealerImports.state,
  dryRun: dealerImports.dryRun,
  fullFeed: dealerImports.fullFeed,
  fileName: dealerImports.fileName,
  total: dealerImports.total,
  done: dealerImports.done,
  created: dealerImports.created,
  updated: dealerImports.updated,
  unchanged: dealerImports.unchanged,
  refused: dealerImports.refused,
  removed: dealerImports.removed,
  error: dealerImports.error,
  createdAt: dealerImports.createdAt,
  finishedAt: dealerImports.finishedAt,
};

export function createDealerImportsRepo(db: Executor) {
  return {
    /** The dealership's own details a listing takes (read from the dealers module's table). */
    async dealer(id: string) {
      const [row] = await db
        .select({ id: dealers.id, zip: dealers.zip, phone: dealers.phone })
        .from(dealers)
        .where(eq(dealers.id, id));
      return row;
    },

    /** The account of the staff member who sent a file, with its sign-in identity (read from the accounts table). */
    async account(id: string) {
      const [row] = await db
        .select({ id: accounts.id, userId: accounts.userId })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row;
    },

    async insert(values: NewDealerImport): Promise<DealerImportRecord> {
      const [row] = await db.insert(dealerImports).values(values).returning();
      return row!;
    },

    async byId(id: string): Promise<DealerImportRecord | undefined> {
      const [row] = await db.select().from(dealerImports).where(eq(dealerImports.id, id));
      return row;
    },

    /** The import of the dealership waiting or running, if any. */
    async underWay(dealerId: string) {
      const [row] = await db
        .select({ id: dealerImports.id })
        .from(dealerImports)
        .where(
          and(eq(dealerImports.dealerId, dealerId), inArray(dealerImports.state, ['queued', 'running'])),
        );
      return row;
    },

    latestOf(dealerId: string, limit: number) {
      return db
        .select(summary)
        .from(dealerImports)
        .where(eq(dealerImports.dealerId, dealerId))
        .orderBy(desc(dealerImports.createdAt), desc(dealerImports.id))
        .limit(limit);
    },

    /** Moves the import from one state to another; false when it was not in `from` any more. */
    async setState(
      id: string,
      from: readonly DealerImportState[],
      to: DealerImportState,
      extra: { error?: string; finishedAt?: Date } = {},
    ): Promise<boolean> {
      const rows = await db
        .update(dealerImports)
        .set({ state: to, ...extra })
        .where(and(eq(dealerImports.id, id), inArray(dealerImports.state, [...from])))
        .returning({ id: dealerImports.id });
      return rows.length > 0;
    },

    /**
     * Counts a row as done (inside the row's transaction). The planned outcome is rewritten only when the row turned
     * out otherwise than the plan said: the row list is written once, not once per row. False when the row was
     * already counted (another run of the job is on it).
     */
    async recordRow(
      id: string,
      index: number,
      outcome: ImportRowOutcome,
      differs: boolean,
    ): Promise<boolean> {
      const counter = dealerImports[counterOf[outcome.action] as 'created'];
      const rows = await db
        .update(dealerImports)
        .set({
          done: sql`${dealerImports.done} + 1`,
          [counterOf[outcome.action]]: sql`${counter} + 1`,
          ...(differs
            ? {
                rows: sql`jsonb_set(${dealerImports.rows}, ${`{${index}}`}::text[], ${JSON.stringify(outcome)}::jsonb)`,
              }
            : {}),
        })
        .where(
          and(eq(dealerImports.id, id), eq(dealerImports.done, index), eq(dealerImports.state, 'running')),
        )
        .returning({ id: dealerImports.id });
      return rows.length > 0;
    },

    /** A full feed's car not in the file: its outcome added to the rows, and counted when it was taken off sale. */
    async recordAbsentCar(id: string, outcome: ImportRowOutcome) {
      await db
        .update(dealerImports)
        .set({
          rows: sql`${dealerImports.rows} || ${JSON.stringify([outcome])}::jsonb`,
          ...(outcome.action === 'remove' ? { removed: sql`${dealerImports.removed} + 1` } : {}),
        })
        .where(eq(dealerImports.id, id));
    },
  };
}
