import {
  testDriveNoticeMinutes,
  type Availability,
  type TestDrive,
  type TestDriveSlot,
} from '@second-gear/contract';
import type { App } from '../src/app.ts';

/** Whoever calls: an access token is all these calls need. */
interface Person {
  token: string;
}

const headers = (person: Person) => ({ authorization: `Bearer ${person.token}` });

/** Every day, all day, in `timeZone`: a seller whose every slot is open. */
export const allWeek = (timeZone = 'UTC'): Availability => ({
  timeZone,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' })),
  exceptions: [],
});

export async function setAvailability(app: App, seller: Person, availability: Availability = allWeek()) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/availability',
    headers: headers(seller),
    payload: availability,
  });
  if (response.statusCode !== 200)
    throw new Error(`availability failed: ${response.statusCode} ${response.body}`);
}

/** Slots this close to the earliest start the server offers are left out: see `slotsOf`. */
const edgeMinutes = 10;

/**
 * The car's open slots, less those starting within `edgeMinutes` of the earliest start the server offers (the
 * notice from now): such a slot closes when the clock passes its notice, which a slow run can see between listing
 * the slots and asking for one.
 */
export async function slotsOf(app: App, carId: string): Promise<TestDriveSlot[]> {
  const response = await app.inject({ method: 'GET', url: `/api/cars/${carId}/test-drive-slots` });
  if (response.statusCode !== 200) throw new Error(`slots failed: ${response.statusCode} ${response.body}`);
  const clearOfTheEdge = Date.now() + (testDriveNoticeMinutes + edgeMinutes) * 60_000;
  return response.json<TestDriveSlot[]>().filter((slot) => Date.parse(slot.start) >= clearOfTheEdge);
}

/** The buyer asks for the car's `index`th open slot (the first by default). */
export async function requestTestDrive(
  app: App,
  buyer: Person,
  carId: string,
  index = 0,
): Promise<TestDrive> {
  const slot = (await slotsOf(app, carId))[index];
  if (!slot) throw new Error(`the car has no open slot ${index}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/test-drives',
    headers: headers(buyer),
    payload: { carId, start: slot.start },
  });
  if (response.statusCode !== 200)
    throw new Error(`test drive failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** One side acts on a drive (`confirm`, `decline`, `cancel`, or `propose` with a start). */
export const actOn = (app: App, person: Person, id: string, action: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/test-drives/${id}/${action}`,
    headers: headers(person),
    ...(payload ? { payload } : {}),
  });
