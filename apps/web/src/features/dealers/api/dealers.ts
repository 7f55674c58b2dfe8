import {
  dealerCreated,
  dealerInvitation,
  dealerInvitationList,
  dealerMembership,
  deletedAnswer,
  invitationView,
  publicDealer,
  staffList,
  staffMember,
  uploadedPhoto,
  type DealerRole,
  type NewDealer,
} from '@second-gear/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';

/** Every dealers answer is cached under this key: a change anywhere refreshes them all. */
const dealersKey = ['dealers'] as const;
const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

/** GET /api/dealers/:id: the dealership's details as its storefront shows them. */
export function useDealer(id: string) {
  return useQuery({
    queryKey: [...dealersKey, 'dealer', id],
    queryFn: ({ signal }) => apiRequest(path('dealers', id), publicDealer, { signal }),
  });
}

/** GET /api/dealers/:id/staff: for anyone on its staff. */
export function useStaff(dealerId: string) {
  return useQuery({
    queryKey: [...dealersKey, 'staff', dealerId],
    queryFn: ({ signal }) =>
      apiRequest(path('dealers', dealerId, 'staff'), staffList, { auth: true, signal }),
  });
}

/** GET /api/dealers/:id/invitations: pending ones, for an owner or a manager (`enabled` says whether to ask). */
export function useInvitations(dealerId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...dealersKey, 'invitations', dealerId],
    queryFn: ({ signal }) =>
      apiRequest(path('dealers', dealerId, 'invitations'), dealerInvitationList, { auth: true, signal }),
    enabled,
  });
}

/** GET /api/invitations/:token: what an invitation is, before sign-in. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: [...dealersKey, 'invitation', token],
    queryFn: ({ signal }) => apiRequest(path('invitations', token), invitationView, { signal }),
  });
}

function useDealersMutation<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealersKey }),
  });
}

/** POST /api/dealers: the signed-in seller opens a dealership and becomes its owner. */
export function useOpenDealership() {
  return useDealersMutation((body: NewDealer) =>
    apiRequest('/dealers', dealerCreated, { method: 'POST', body, auth: true }),
  );
}

/** PATCH /api/dealers/:id: an owner or a manager changes its details. */
export function useUpdateDealership() {
  return useDealersMutation(({ id, ...changes }: { id: string } & Partial<NewDealer>) =>
    apiRequest(path('dealers', id), publicDealer, { method: 'PATCH', body: changes, auth: true }),
  );
}

/** POST /api/dealers/:id/invitations: e-mails the address a link to join. */
export function useInvite() {
  return useDealersMutation(({ dealerId, ...body }: { dealerId: string; email: string; role: DealerRole }) =>
    apiRequest(path('dealers', dealerId, 'invitations'), dealerInvitation, {
      method: 'POST',
      body,
      auth: true,
    }),
  );
}

/** DELETE /api/dealers/:id/invitations/:invitationId: the link stops working. */
export function useWithdrawInvitation() {
  return useDealersMutation(({ dealerId, invitationId }: { dealerId: string; invitationId: string }) =>
    apiRequest(path('dealers', dealerId, 'invitations', invitationId), deletedAnswer, {
      method: 'DELETE',
      auth: true,
    }),
  );
}

/** DELETE /api/dealers/:id/staff/:accountId: leave, or remove someone. */
export function useRemoveStaff() {
  return useDealersMutation(({ dealerId, accountId }: { dealerId: string; accountId: string }) =>
    apiRequest(path('dealers', dealerId, 'staff', accountId), deletedAnswer, {
      method: 'DELETE',
      auth: true,
    }),
  );
}

/** PATCH /api/dealers/:id/staff/:accountId: an owner changes someone's role. */
export function useChangeRole() {
  return useDealersMutation(
    ({ dealerId, accountId, role }: { dealerId: string; accountId: string; role: DealerRole }) =>
      apiRequest(path('dealers', dealerId, 'staff', accountId), staffMember, {
        method: 'PATCH',
        body: { role },
        auth: true,
      }),
  );
}

/** POST /api/invitations/:token/accept: the signed-in person joins. */
export function useAcceptInvitation() {
  return useDealersMutation((token: string) =>
    apiRequest(path('invitations', token, 'accept'), dealerMembership, { method: 'POST', auth: true }),
  );
}

/** POST /api/upload (multipart, field `image`): the logo, stored as a photo is. */
export function uploadLogo(file: File): Promise<z.output<typeof uploadedPhoto>> {
  const form = new FormData();
  form.append('image', file);
  return apiUpload('/upload', form, uploadedPhoto);
}
