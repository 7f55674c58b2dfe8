import type { TestDrive } from '@second-gear/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { MyTestDrives } from './test-drives-list';

const drive = (overrides: Partial<TestDrive>): TestDrive => ({
  _id: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  carId: '0b7f1f44-52f5-4a43-9a43-6f4a1e0f1c11',
  carName: '2018 Toyota Camry SE',
  carLocation: 'Austin, TX 78701',
  state: 'confirmed',
  start: '2026-03-09T14:00:00.000Z',
  end: '2026-03-09T14:30:00.000Z',
  timeZone: 'America/Chicago',
  role: 'buyer',
  proposedBy: 'buyer',
  otherName: 'Maya Patel',
  buyerId: null,
  actions: ['propose', 'cancel'],
  updatedAt: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

describe('My test drives', () => {
  it("lists the buyer's own drives with their time in the seller's zone and their actions, not those of their cars", async () => {
    localStorage.setItem('accessToken', 'token-1');
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/test-drives': jsonResponse([
        drive({}),
        drive({ _id: '1a2b3c4d-0000-4000-8000-000000000001', carName: 'My own Civic', role: 'seller' }),
      ]),
    });
    renderWithProviders(<MyTestDrives />, { path: '/dashboard/MyOrders' });
    const section = await screen.findByRole('region', { name: 'My test drives' });
    expect(within(section).getByRole('link', { name: '2018 Toyota Camry SE' })).toBeInTheDocument();
    expect(within(section).getByText(/America\/Chicago/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
    expect(within(section).queryByText('My own Civic')).not.toBeInTheDocument();
  });
});
