import type { ModerationKind } from '@second-gear/contract';
import type { Executor } from '../../db/client.ts';
import type { OnReport } from '../../lib/reports.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createModerationRepo } from './moderation.repo.ts';

/**
 * One flag of something for the administrators. `reason` is a word or short phrase (a report's reason, the scam
 * guard's rule in words, `appeal`); `detail` what an automatic check found (the other car of a reused photo …).
 * `source` says whether a person reported it or the system found it: automatic flags are also written to the audit log.
 */
export interface FlagInput {
  kind: ModerationKind;
  targetId: string;
  reason: string;
  detail?: Record<string, unknown>;
  source: 'report' | 'automatic';
}

/**
 * Adds a flag to the open item of its target, opening one if there is none, inside the caller's transaction (or on
 * the database): one statement, so flags arriving together count each once.
 */
export type Flag = (executor: Executor, flag: FlagInput) => Promise<{ itemId: string; count: number }>;

/** What the reused-photo check says of a listing showing a photo of another seller's listing. */
export const reusedPhotoReason = 'a photo near-identical to one of another seller’s listing';

export function createFlag(deps: { audit: Pick<AuditService, 'record'>; clock: () => Date }): Flag {
  return async (executor, input) => {
    const item = await createModerationRepo(executor).flag({ ...input, at: deps.clock() });
    if (input.source === 'automatic') {
      await deps.audit.record(executor, {
        actor: 'automatic',
        action: 'flag',
        targetKind: input.kind,
        targetId: input.targetId,
        reason: input.reason,
        change: { itemId: item.itemId, count: item.count, ...(input.detail ? { detail: input.detail } : {}) },
      });
    }
    return item;
  };
}

/** A person's new report, put in the moderators' queue by its kind and reason (the note kept as its detail). */
export function reportToModerators(flag: Flag): OnReport {
  return async (executor, report) => {
    await flag(executor, {
      kind: report.kind,
      targetId: report.targetId,
      reason: report.reason,
      ...(report.note ? { detail: { note: report.note } } : {}),
      source: 'report',
    });
  };
}
