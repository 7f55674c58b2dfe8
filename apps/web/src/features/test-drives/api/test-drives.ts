import {
  availabilityAnswer,
  testDrive,
  testDriveList,
  testDriveSlotList,
  type Availability,
} from '@second-gear/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { testDrivesQueryKey } from '../../../entities/live/live-queries';

/** GET /api/cars/{id}/test-drive-slots: the car's open half-hour slots of the next 14 days. */
export const slotsQueryOptions = (carId: string) =>
  queryOptions({
    queryKey: [...testDrivesQueryKey, 'slots', carId],
    queryFn: ({ signal }) =>
      apiRequest(`/cars/${encodeURIComponent(carId)}/test-drive-slots`, testDriveSlotList, { signal }),
  });

export const useTestDriveSlots = (carId: string) => useQuery(slotsQueryOptions(carId));

/** GET /api/test-drives: the signed-in person's drives, as buyer and as seller. */
export const useMyTestDrives = () =>
  useQuery({
    queryKey: [...testDrivesQueryKey, 'mine'],
    queryFn: ({ signal }) => apiRequest('/test-drives', testDriveList, { auth: true, signal }),
  });

/** GET /api/availability: the seller's hours for test drives. */
export const useAvailability = () =>
  useQuery({
    queryKey: [...testDrivesQueryKey, 'availability'],
    queryFn: ({ signal }) => apiRequest('/availability', availabilityAnswer, { auth: true, signal }),
  });

/** Every write refetches the drives, the slots and the hours shown. */
function useTestDriveMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: testDrivesQueryKey }),
  });
}

export const useSaveAvailability = () =>
  useTestDriveMutation((body: Availability) =>
    apiRequest('/availability', availabilityAnswer, { method: 'PUT', body, auth: true }),
  );

/** POST /api/test-drives: asks for a slot. */
export const useRequestTestDrive = () =>
  useTestDriveMutation((body: { carId: string; start: string }) =>
    apiRequest('/test-drives', testDrive, { method: 'POST', body, auth: true }),
  );

/** POST /api/test-drives/{id}/{action}: confirm, decline, cancel, or propose another `start`. */
export const useTestDriveAction = () =>
  useTestDriveMutation(
    ({
      id,
      action,
      start,
    }: {
      id: string;
      action: 'confirm' | 'decline' | 'cancel' | 'propose';
      start?: string;
    }) =>
      apiRequest(`/test-drives/${encodeURIComponent(id)}/${action}`, testDrive, {
        method: 'POST',
        auth: true,
        ...(start ? { body: { start } } : {}),
      }),
  );
