import {
  dealerChanges,
  dealerCreated,
  dealerIdParams,
  dealerInvitation,
  dealerInvitationList,
  dealerInvitationParams,
  dealerMembership,
  dealerRefParams,
  deletedAnswer,
  errorResponses,
  invitationTokenParams,
  languageFromHeader,
  invitationView,
  newDealer,
  newInvitation,
  profilePageQuery,
  publicDealer,
  reviewPage,
  staffList,
  staffMember,
  staffMemberParams,
  staffRoleChange,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DealersService } from './dealers.service.ts';

const tags = ['dealers'];

export const dealersRoutes: FastifyPluginAsyncZod<{
  dealers: DealersService;
  authService: AuthService;
}> = async (app, { dealers, authService }) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));

  app.post(
    '/dealers',
    {
      schema: {
        tags,
        summary:
          'Open a dealership: the signed-in seller, who works for no dealership yet, becomes its owner',
        body: newDealer,
        response: { 201: dealerCreated, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.code(201).send(await dealers.open(await caller(request), request.body)),
  );

  app.get(
    '/dealers/mine',
    {
      schema: {
        tags,
        summary: 'The dealership the signed-in person works for and their role there, or null',
        response: { 200: dealerMembership.nullable() },
      },
    },
    async (request) => dealers.mine(await caller(request)),
  );

  app.get(
    '/dealers/:id',
    {
      schema: {
        tags,
        summary:
          "A dealership's storefront header, by its slug (or id): details, rating, cars for sale and reply time",
        params: dealerRefParams,
        response: { 200: publicDealer, ...errorResponses(404) },
      },
    },
    async (request) => dealers.publicDealer(request.params.id),
  );

  app.get(
    '/dealers/:id/reviews',
    {
      schema: {
        tags,
        summary: "A page of the reviews of a dealership's sales, newest first",
        params: dealerRefParams,
        querystring: profilePageQuery,
        response: { 200: reviewPage, ...errorResponses(404) },
      },
    },
    async (request) => dealers.reviews(request.params.id, request.query.page),
  );

  app.patch(
    '/dealers/:id',
    {
      schema: {
        tags,
        summary: "Change a dealership's details (an owner or a manager); its slug stays",
        params: dealerIdParams,
        body: dealerChanges,
        response: { 200: publicDealer, ...errorResponses(404) },
      },
    },
    async (request) => dealers.update(await caller(request), request.params.id, request.body),
  );

  app.post(
    '/dealers/:id/invitations',
    {
      schema: {
        tags,
        summary:
          'Invite an e-mail address to the staff (an owner: any role; a manager: sales); the link works once, for 7 days',
        params: dealerIdParams,
        body: newInvitation,
        response: { 201: dealerInvitation, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await dealers.invite(
          await caller(request),
          request.params.id,
          request.body,
          // The web app sends its page's language; the invitee may have no account to read one from.
          request.headers['accept-language']
            ? languageFromHeader(request.headers['accept-language'])
            : undefined,
        ),
      ),
  );

  app.get(
    '/dealers/:id/invitations',
    {
      schema: {
        tags,
        summary:
          "A dealership's invitations not used nor expired yet, the newest first (an owner or a manager)",
        params: dealerIdParams,
        response: { 200: dealerInvitationList },
      },
    },
    async (request) => dealers.invitations(await caller(request), request.params.id),
  );

  app.delete(
    '/dealers/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation not used yet (an owner or a manager)',
        params: dealerInvitationParams,
        response: { 200: deletedAnswer, ...errorResponses(404) },
      },
    },
    async (request) =>
      dealers.withdrawInvitation(await caller(request), request.params.id, request.params.invitationId),
  );

  app.get(
    '/dealers/:id/staff',
    {
      schema: {
        tags,
        summary: "A dealership's staff and their roles, owners first (anyone on its staff)",
        params: dealerIdParams,
        response: { 200: staffList },
      },
    },
    async (request) => dealers.staff(await caller(request), request.params.id),
  );

  app.delete(
    '/dealers/:id/staff/:accountId',
    {
      schema: {
        tags,
        summary:
          'Leave a dealership, or remove someone from its staff (an owner: anyone; a manager: sales); never its last owner',
        params: staffMemberParams,
        response: { 200: deletedAnswer, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      dealers.removeStaff(await caller(request), request.params.id, request.params.accountId),
  );

  app.patch(
    '/dealers/:id/staff/:accountId',
    {
      schema: {
        tags,
        summary: "Change a staff member's role (an owner); the last owner keeps theirs",
        params: staffMemberParams,
        body: staffRoleChange,
        response: { 200: staffMember, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      dealers.changeRole(
        await caller(request),
        request.params.id,
        request.params.accountId,
        request.body.role,
      ),
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary:
          'What an invitation is (its dealership, role, address and state), for its page before sign-in',
        params: invitationTokenParams,
        response: { 200: invitationView, ...errorResponses(404) },
      },
    },
    async (request) => dealers.invitation(request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags,
        summary:
          'Join the dealership: the signed-in seller the invitation was sent to, once, before it expires (410 after)',
        params: invitationTokenParams,
        response: { 200: dealerMembership, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => dealers.accept(await caller(request), request.params.token),
  );
};
