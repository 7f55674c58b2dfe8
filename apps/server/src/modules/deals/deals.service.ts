import type {
  CarDeals,
  DealBooking,
  Lead,
  LeadInteraction,
  Offer,
  Reservation,
  TestDrive,
} from '@second-gear/contract';
import type { Principal } from '../auth/auth.service.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CarsService } from '../cars/cars.service.ts';

/**
 * What a module with deals of its own hands the deals page: its items for each of a seller's cars, newest first. The
 * module answers from its own tables; this page only gathers.
 */
export type DealSource<Item> = (sellerId: string, carIds: string[]) => Promise<Map<string, Item[]>>;

/** A conversation about a seller's car, as its leads show it. */
export interface ConversationLead {
  id: string;
  buyerId: string | null;
  buyerName: string;
  lastMessageAt: Date;
  /** The buyer wrote last: the seller owes a reply. */
  waitingForReply: boolean;
}

export interface DealSources {
  bookings: DealSource<DealBooking>;
  offers: DealSource<Offer>;
  reservations?: DealSource<Reservation>;
  testDrives?: DealSource<TestDrive>;
  /** Conversations are no deal of their own, but the people who asked are leads. */
  conversations?: DealSource<ConversationLead>;
}

/** Where the seller acts on a deal, and on a conversation. */
const dealsPath = '/dashboard/deals';
const conversationPath = (id: string) => `/dashboard/messages/${id}`;

const bookingStates: Record<DealBooking['paymentStatus'], string> = {
  unpaid: 'booking not paid yet',
  paid: 'booking paid',
  refunded: 'booking refunded',
  cancelled: 'booking cancelled',
};
const testDriveStates: Record<TestDrive['state'], string> = {
  requested: 'test drive asked for',
  proposed: 'test drive: another time proposed',
  confirmed: 'test drive confirmed',
  declined: 'test drive declined',
  cancelled: 'test drive cancelled',
};
const reservationStates: Record<Reservation['state'], string> = {
  pending: 'reservation being paid',
  active: 'car reserved',
  converted: 'reservation became a booking',
  cancelled: 'reservation cancelled',
  expired: 'reservation expired',
};

/** A person's interaction before it is gathered under them: who, when no account is left, is known by name alone. */
type Interaction = LeadInteraction & { buyerId: string | null; buyerName: string };

/** A source from a module that lists all of a seller's items at once, in its own order: grouped by car. */
export function groupedByCar<Item extends { carId: string | null }>(
  list: (sellerId: string) => Promise<Item[]>,
): DealSource<Item> {
  return async (sellerId, carIds) => {
    const wanted = new Set(carIds);
    const byCar = new Map<string, Item[]>();
    for (const item of await list(sellerId)) {
      if (item.carId === null || !wanted.has(item.carId)) continue;
      byCar.set(item.carId, [...(byCar.get(item.carId) ?? []), item]);
    }
    return byCar;
  };
}

export type DealsService = ReturnType<typeof createDealsService>;

const none: DealSource<never> = async () => new Map();

/** The latest moment an item shows, for ordering cars by their newest activity. */
const newest = (items: unknown[]) =>
  items.reduce<string>((latest, item) => {
    const { createdAt, updatedAt } = item as { createdAt?: string; updatedAt?: string };
    const at = createdAt ?? updatedAt ?? '';
    return at > latest ? at : latest;
  }, '');

export function createDealsService(deps: {
  accounts: AccountsService;
  cars: CarsService;
  sources: DealSources;
}) {
  const { accounts, cars, sources } = deps;

  /** Every interaction with the car, each under the person it came from (an offer: the buyer of its conversation). */
  async function interactionsWith(sellerId: string, carId: string): Promise<Interaction[]> {
    const [bookings, offers, reservations, testDrives, conversations] = await Promise.all([
      sources.bookings(sellerId, [carId]),
      sources.offers(sellerId, [carId]),
      (sources.reservations ?? none)(sellerId, [carId]),
      (sources.testDrives ?? none)(sellerId, [carId]),
      (sources.conversations ?? none)(sellerId, [carId]),
    ]);
    const talks = conversations.get(carId) ?? [];
    const buyerOf = new Map(talks.map((talk) => [talk.id, talk]));
    return [
      ...talks.map((talk) => ({
        kind: 'message' as const,
        _id: talk.id,
        buyerId: talk.buyerId,
        buyerName: talk.buyerName,
        state: talk.waitingForReply ? 'conversation waiting for your reply' : 'you replied',
        at: talk.lastMessageAt.toISOString(),
        link: conversationPath(talk.id),
      })),
      ...(offers.get(carId) ?? []).map((offer) => ({
        kind: 'offer' as const,
        _id: offer._id,
        buyerId: buyerOf.get(offer.conversationId)?.buyerId ?? null,
        buyerName: buyerOf.get(offer.conversationId)?.buyerName ?? '',
        state: `${offer.by === 'seller' ? 'your counter-offer' : 'offer'} of $${offer.amount.toLocaleString('en-US')} ${offer.state}`,
        at: offer.createdAt,
        link: conversationPath(offer.conversationId),
      })),
      ...(testDrives.get(carId) ?? []).map((drive) => ({
        kind: 'testDrive' as const,
        _id: drive._id,
        buyerId: drive.buyerId,
        buyerName: drive.otherName,
        state: testDriveStates[drive.state],
        at: drive.updatedAt,
        link: dealsPath,
      })),
      ...(reservations.get(carId) ?? []).map((reservation) => ({
        kind: 'reservation' as const,
        _id: reservation._id,
        buyerId: reservation.buyerId,
        buyerName: reservation.buyerName,
        state: reservationStates[reservation.state],
        at: reservation.createdAt,
        link: dealsPath,
      })),
      ...(bookings.get(carId) ?? []).map((booking) => ({
        kind: 'booking' as const,
        _id: booking._id,
        buyerId: booking.buyerId,
        buyerName: booking.buyerName,
        state: bookingStates[booking.paymentStatus],
        at: booking.createdAt,
        link: dealsPath,
      })),
    ];
  }

  return {
    /**
     * The people interested in one of the caller's cars (or of their dealership's: its staff all see them): one per
     * person, their newest interaction and all of theirs, the person with the newest interaction first.
     */
    async leadsOf(caller: Principal, carId: string): Promise<Lead[]> {
      // A dealership's staff see the leads of its cars: the deals are made with the staff member who listed it.
      const car = await cars.ownListing(caller, carId, 'Only its seller sees who is interested in a car.');
      const newestFirst = (a: Interaction, b: Interaction) => b.at.localeCompare(a.at);
      if (!car.sellerId) return [];
      const byPerson = Map.groupBy((await interactionsWith(car.sellerId, carId)).sort(newestFirst), (item) =>
        item.buyerId === null ? `name:${item.buyerName}` : item.buyerId,
      );
      return [...byPerson.values()].map((items) => {
        const interactions = items.map(({ kind, _id, state, at, link }) => ({ kind, _id, state, at, link }));
        return {
          buyerId: items[0]!.buyerId,
          buyerName: items.find((item) => item.buyerName !== '')?.buyerName ?? 'Deleted account',
          latest: interactions[0]!,
          interactions,
        };
      });
    },

    /** Each of the caller's cars with anything going on, the one with the newest activity first. */
    async dealsOf(caller: Principal): Promise<CarDeals[]> {
      const seller = await accounts.requireSeller(caller);
      const own = await cars.sellerCars(caller, caller.email.toLowerCase());
      const ids = own.map((car) => car._id);
      const [bookings, offers, reservations, testDrives] = await Promise.all(
        [sources.bookings, sources.offers, sources.reservations ?? none, sources.testDrives ?? none].map(
          (source: DealSource<unknown>) => source(seller.id, ids),
        ),
      );
      const deals = own.map((car) => ({
        car: {
          _id: car._id,
          productName: car.productName,
          image: car.image,
          resalePrice: car.resalePrice,
          saleStatus: car.saleStatus,
        },
        bookings: (bookings!.get(car._id) ?? []) as DealBooking[],
        offers: (offers!.get(car._id) ?? []) as Offer[],
        reservations: (reservations!.get(car._id) ?? []) as Reservation[],
        testDrives: (testDrives!.get(car._id) ?? []) as TestDrive[],
      }));
      const active = deals.filter(
        (deal) =>
          deal.bookings.length + deal.offers.length + deal.reservations.length + deal.testDrives.length > 0,
      );
      const latest = (deal: CarDeals) =>
        newest([...deal.bookings, ...deal.offers, ...deal.reservations, ...deal.testDrives]);
      return active.sort((a, b) => latest(b).localeCompare(latest(a)));
    },
  };
}
