import { adminPageSize, type AuditEntry, type AuditQuery } from '@second-gear/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { AccountsService, Page } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import { createAuditRepo } from './audit.repo.ts';

export type AuditService = ReturnType<typeof createAuditService>;

/** Who acted: an administrator (their account id when they have one, and their address), or the system itself. */
export type AuditActor = { id: string | null; email: string } | 'automatic';

export interface AuditRecord {
  actor: AuditActor;
  action: string;
  targetKind: string;
  targetId: string;
  reason?: string | null;
  /** What changed, as the acting module describes it (before/after states, amounts, the other car …). */
  change?: Record<string, unknown>;
}

const auditCursor = z.tuple([z.string().max(40), z.number().int().min(1)]);

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Writes audit-log rows, dated by `clock`, in the transaction of the act they record. */
export function createAuditRecorder(clock: () => Date) {
  return {
    async record(executor: Executor, entry: AuditRecord) {
      const { actor } = entry;
      await createAuditRepo(executor).insert({
        actorId: actor === 'automatic' ? null : actor.id,
        actor: actor === 'automatic' ? 'automatic' : actor.email.toLowerCase(),
        action: entry.action,
        targetKind: entry.targetKind,
        targetId: entry.targetId,
        reason: entry.reason ?? null,
        at: clock(),
        change: entry.change ?? {},
      });
    },
  };
}

/**
 * The administrators' audit log. `record` is called by the acting module inside its own transaction, so an act and
 * its row commit or roll back together; nothing can change a row once written.
 */
export function createAuditService(deps: { db: Database; accounts: AccountsService; clock: () => Date }) {
  const { db, accounts, clock } = deps;
  const repo = createAuditRepo(db);
  return {
    ...createAuditRecorder(clock),

    /** The actor of an administrator's act: their address, and their account when they have one. */
    async actorOf(caller: Principal): Promise<AuditActor> {
      const account = await accounts.accountOf(caller);
      return { id: account?.id ?? null, email: caller.email };
    },

    async entries(caller: Principal, query: AuditQuery): Promise<Page<AuditEntry>> {
      await accounts.requireAdmin(caller);
      const key = query.after ? decodeCursor(query.after, auditCursor) : undefined;
      const rows = await repo.page({
        actor: query.actor?.toLowerCase() || undefined,
        action: query.action || undefined,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        to: query.to ? dayAfter(query.to) : undefined,
        after: key && { at: key[0], id: key[1] },
        limit: adminPageSize + 1,
      });
      const shown = rows.slice(0, adminPageSize);
      const last = shown.at(-1);
      return {
        records: shown.map(({ row }) => ({
          actor: row.actor,
          action: row.action,
          targetKind: row.targetKind,
          targetId: row.targetId,
          reason: row.reason,
          at: row.at.toISOString(),
          change: row.change,
        })),
        next: rows.length > adminPageSize && last ? encodeCursor([last.atText, last.row.id]) : undefined,
      };
    },
  };
}
