import {
  accountParams,
  conversationAssignment,
  dealerConversation,
  dealerConversationPage,
  dealerConversationsQuery,
  dealerIdParams,
  conversation,
  conversationList,
  conversationParams,
  message,
  messageParams,
  messageReport,
  messagePage,
  messagesQuery,
  newConversation,
  newMessage,
  okAnswer,
  reviewedMessageList,
  errorResponses,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConversationsService } from './conversations.service.ts';

export const conversationsRoutes: FastifyPluginAsyncZod<{
  conversations: ConversationsService;
  authService: AuthService;
}> = async (app, { conversations, authService }) => {
  const caller = (request: FastifyRequest) => authService.bearerPrincipal(webHeaders(request));
  const tags = ['messages'];

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary:
          "Ask a car's seller a question: starts the conversation (or continues the one already started) with a message",
        body: newConversation,
        response: { 200: conversation, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) => conversations.start(await caller(request), request.body.carId, request.body.text),
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: "The caller's conversations, most recent activity first, with unread counts",
        response: { 200: conversationList },
      },
    },
    async (request) => conversations.list(await caller(request)),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary:
          "A page of a conversation's messages (50, oldest first; `before` pages back); participants only",
        params: conversationParams,
        querystring: messagesQuery,
        response: { 200: messagePage },
      },
    },
    async (request) => conversations.messages(await caller(request), request.params.id, request.query.before),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary:
          "Write in a conversation (participants; 20 messages a minute). A dealership's staff member takes an unassigned one; a salesperson cannot answer a colleague's (409)",
        params: conversationParams,
        body: newMessage,
        response: { 200: message, ...errorResponses(409, 429) },
      },
    },
    async (request) => conversations.send(await caller(request), request.params.id, request.body.text),
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        summary: "Mark a conversation's messages read",
        params: conversationParams,
        response: { 200: okAnswer },
      },
    },
    async (request) => conversations.markRead(await caller(request), request.params.id),
  );

  app.get(
    '/dealers/:id/conversations',
    {
      schema: {
        tags,
        summary:
          "A dealership's conversations about its cars, newest activity first, with who of its staff answers each (its staff; `assignedTo`: me, none or a staff member's id; `before` pages on)",
        params: dealerIdParams,
        querystring: dealerConversationsQuery,
        response: { 200: dealerConversationPage, ...errorResponses(403) },
      },
    },
    async (request) => conversations.dealerInbox(await caller(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/assign',
    {
      schema: {
        tags,
        summary:
          "Give a conversation about a dealership's car to one of its staff (an owner or a manager of the dealership)",
        params: conversationParams,
        body: conversationAssignment,
        response: { 200: dealerConversation, ...errorResponses(403, 404) },
      },
    },
    async (request) => conversations.assign(await caller(request), request.params.id, request.body.accountId),
  );

  app.post(
    '/messages/:id/report',
    {
      schema: {
        tags,
        summary:
          'Report a message you received to the administrators, with a reason (`other` when left out) and an optional note (again: no change)',
        params: messageParams,
        body: messageReport,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      await conversations.report(await caller(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Stop an account from writing to you',
        params: accountParams,
        response: { 200: okAnswer },
      },
    },
    async (request) => conversations.block(await caller(request), request.params.id),
  );

  app.post(
    '/users/:id/unblock',
    {
      schema: {
        tags,
        summary: 'Let a blocked account write to you again',
        params: accountParams,
        response: { 200: okAnswer },
      },
    },
    async (request) => conversations.unblock(await caller(request), request.params.id),
  );

  app.get(
    '/reportedMessages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages the scam guard flagged or people reported, newest first (administrators)',
        response: { 200: reviewedMessageList },
      },
    },
    async (request) => conversations.reviewQueue(await caller(request)),
  );
};
