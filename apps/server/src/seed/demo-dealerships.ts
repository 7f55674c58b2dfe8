import type { Executor } from '../db/client.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { createCarsRepo } from '../modules/cars/cars.repo.ts';
import { createDealersRepo } from '../modules/dealers/dealers.repo.ts';
import { createTestDrivesRepo } from '../modules/test-drives/test-drives.repo.ts';
import { demoDealerships, demoSalesperson, demoTestDriveHours } from './demo-catalogue.ts';

/**
 * The demo dealers' dealerships, each dealer its owner and their cars its cars, and the first dealership's
 * salesperson. Runs on every start and changes nothing the second time (every row is matched by its key first); it
 * waits for the dealers' accounts, which the demo catalogue creates. `person` makes a signed-up user for an e-mail.
 */
export async function seedDemoDealerships(
  tx: Executor,
  person: (who: { username: string; userEmail: string }) => Promise<string>,
  now: Date,
) {
  const accounts = createAccountsRepo(tx);
  const cars = createCarsRepo(tx);
  const dealers = createDealersRepo(tx);
  const dealerIds = new Map<string, string>();
  for (const dealership of demoDealerships) {
    const owner = await accounts.byEmail(dealership.owner);
    if (!owner) return;
    const { owner: _owner, ...details } = dealership;
    const row =
      (await dealers.bySlug(dealership.slug)) ??
      (await dealers.insert({ ...details, phone: owner.phone ?? '', createdAt: now, updatedAt: now }))!;
    dealerIds.set(dealership.slug, row.id);
    await dealers.addStaff({ dealerId: row.id, accountId: owner.id, role: 'owner', joinedAt: now });
    await cars.assignUnassignedToDealer(owner.id, row.id);
  }
  const { dealership, ...salesperson } = demoSalesperson;
  const { timeZone, ...account } = salesperson;
  let salespersonId = (await accounts.byEmail(account.userEmail))?.id;
  if (!salespersonId) {
    salespersonId = await accounts.upsertByEmail({
      userId: await person(account),
      ...account,
      accountStatus: 'seller',
    });
    // Like every demo seller, the salesperson keeps test-drive hours, so the cars they list offer slots.
    await createTestDrivesRepo(tx).saveAvailability(
      salespersonId,
      { timeZone, weekly: demoTestDriveHours, exceptions: [] },
      now,
    );
  }
  await dealers.addStaff({
    dealerId: dealerIds.get(dealership)!,
    accountId: salespersonId,
    role: 'sales',
    joinedAt: now,
  });
}
