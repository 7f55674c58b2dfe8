import {
  availability,
  availabilityAnswer,
  errorResponses,
  idParams,
  newTestDrive,
  testDrive,
  testDriveList,
  testDriveProposal,
  testDriveSlotList,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { TestDrivesService } from './test-drives.service.ts';

export const testDrivesRoutes: FastifyPluginAsyncZod<{
  testDrives: TestDrivesService;
  authService: AuthService;
}> = async (app, { testDrives, authService }) => {
  const caller = (request: FastifyRequest) => authService.bearerPrincipal(webHeaders(request));
  const tags = ['test drives'];

  app.get(
    '/availability',
    {
      schema: {
        tags,
        summary: "The seller's weekly hours for test drives, in their time zone, and single days that differ",
        response: { 200: availabilityAnswer },
      },
    },
    async (request) => testDrives.availability(await caller(request)),
  );

  app.put(
    '/availability',
    {
      schema: {
        tags,
        summary: "Set the seller's weekly hours for test drives and the single days that differ",
        body: availability,
        response: { 200: availabilityAnswer },
      },
    },
    async (request) => testDrives.setAvailability(await caller(request), request.body),
  );

  app.get(
    '/cars/:id/test-drive-slots',
    {
      schema: {
        tags,
        summary: "A car's open half-hour test-drive slots in the next 14 days (none once it is sold)",
        params: idParams,
        response: { 200: testDriveSlotList },
      },
    },
    async (request) => testDrives.slotsForCar(request.params.id),
  );

  app.post(
    '/test-drives',
    {
      schema: {
        tags,
        summary:
          'Ask for a test drive at one of the open slots (verified buyers); the seller confirms or declines',
        body: newTestDrive,
        response: { 200: testDrive, ...errorResponses(404, 409) },
      },
    },
    async (request) => testDrives.requestDrive(await caller(request), request.body),
  );

  app.get(
    '/test-drives',
    {
      schema: {
        tags,
        summary: "The caller's test drives, as buyer and as seller, soonest first",
        response: { 200: testDriveList },
      },
    },
    async (request) => testDrives.list(await caller(request)),
  );

  const answers = {
    confirm: 'Confirm the time asked for (the side that did not name it): both get a calendar invitation',
    decline: 'Decline the time asked for (the side that did not name it): the test drive ends',
    cancel: 'Cancel the test drive (either side); an agreed one is taken off both calendars',
  } as const;
  for (const [action, summary] of Object.entries(answers) as [keyof typeof answers, string][]) {
    app.post(
      `/test-drives/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          response: { 200: testDrive, ...errorResponses(409) },
        },
      },
      async (request) => testDrives[action](await caller(request), request.params.id),
    );
  }

  app.post(
    '/test-drives/:id/propose',
    {
      schema: {
        tags,
        summary: 'Propose another open slot (either side); the other side confirms or declines it',
        params: idParams,
        body: testDriveProposal,
        response: { 200: testDrive, ...errorResponses(409) },
      },
    },
    async (request) => testDrives.propose(await caller(request), request.params.id, request.body.start),
  );
};
