import { formatCents } from '../lib/money.ts';
import type { LedgerRepo } from '../modules/ledger/ledger.repo.ts';
import type { PayoutsRepo } from '../modules/payouts/payouts.repo.ts';

/**
 * `npm run admin -- books`: the books checked against themselves and against what sellers are waiting for. Every
 * movement must balance, and so must the whole; each seller must be owed exactly what their pending transfers add up
 * to (paid and cancelled shares owe nothing). Returns the report's lines and whether everything held.
 */
export async function checkBooks(ledger: LedgerRepo, payouts: PayoutsRepo) {
  const audit = await ledger.audit();
  const pending = await payouts.pendingBySeller();
  const lines = [
    `${audit.movements} movements; debits ${formatCents(audit.debitCents)}, credits ${formatCents(audit.creditCents)}`,
    ...Object.entries(audit.balances).map(([account, cents]) => `  ${account}: ${formatCents(cents)}`),
  ];
  const faults = audit.unbalanced.map((key) => `movement ${key} does not balance`);
  if (audit.debitCents !== audit.creditCents) faults.push('the debits and credits of the books differ');
  const sellers = new Set([...audit.owedBySeller.keys(), ...pending.keys()]);
  for (const seller of sellers) {
    const owed = audit.owedBySeller.get(seller) ?? 0;
    const waiting = seller ? (pending.get(seller) ?? 0) : 0;
    if (owed !== waiting) {
      faults.push(
        `seller ${seller ?? '(none)'} is owed ${formatCents(owed)} but has ${formatCents(waiting)} pending`,
      );
    }
  }
  lines.push(...(faults.length === 0 ? ['The books balance.'] : faults));
  return { lines, balanced: faults.length === 0 };
}
