import type { DealerInvitation, DealerMembership, PublicDealer, StaffMember } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { MyDealership } from './my-dealership';

const dealerId = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const dealer = { _id: dealerId, slug: 'main-street-motors', name: 'Main Street Motors' };
const details: PublicDealer = {
  ...dealer,
  zip: '78701',
  address: '100 Congress Ave, Austin, TX',
  phone: '+1 512 555 0100',
  hours: 'Mon–Sat 9:00–18:00',
  about: 'Family-run since 1990.',
  logo: null,
  location: { city: 'Austin', state: 'TX' },
  rating: null,
  reviewCount: 0,
  carCount: 0,
  replyTimeMinutes: null,
  createdAt: '2026-03-01T12:00:00.000Z',
};
const member = (overrides: Partial<StaffMember>): StaffMember => ({
  accountId: 'a1b2c3d4-0000-4000-8000-000000000001',
  username: 'Sam Lee',
  email: sam.email,
  role: 'owner',
  joinedAt: '2026-03-01T12:00:00.000Z',
  ...overrides,
});
const alex = member({
  accountId: 'a1b2c3d4-0000-4000-8000-000000000002',
  username: 'Alex Kim',
  email: 'alex@example.com',
  role: 'sales',
});
const methodOf = (call: unknown[]) => (call[1] as RequestInit | undefined)?.method ?? 'GET';

/** A server with the signed-in seller in `membership` (or none), answering the dealers calls as the API does. */
function dealersServer(options: {
  membership: DealerMembership | null;
  staff?: StaffMember[];
  invitations?: DealerInvitation[];
  refuseLeaving?: boolean;
}) {
  let membership = options.membership;
  let invitations = options.invitations ?? [];
  const current = { ...details };
  const staff = options.staff ?? [member({ role: membership?.role ?? 'owner' }), alex];
  const fetchMock = mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { seller: true }),
    '/api/dealers/mine': () => jsonResponse(membership),
    '/api/dealers': () => {
      membership = { dealer, role: 'owner' };
      return jsonResponse({ _id: dealerId, slug: dealer.slug }, 201);
    },
    [`/api/dealers/${dealerId}`]: () => {
      const last = fetchMock.mock.calls.at(-1) as unknown[];
      if (methodOf(last) === 'PATCH') Object.assign(current, bodyOf(last));
      return jsonResponse(current);
    },
    [`/api/dealers/${dealerId}/staff`]: () => jsonResponse(staff),
    [`/api/dealers/${dealerId}/staff/${staff[0]!.accountId}`]: () =>
      options.refuseLeaving
        ? jsonResponse(
            {
              error: 'CONFLICT',
              message:
                'The last owner cannot leave: make someone else an owner first, so the dealership keeps one.',
            },
            409,
          )
        : jsonResponse({ deletedCount: 1 }),
    [`/api/dealers/${dealerId}/invitations`]: () => {
      const last = fetchMock.mock.calls.at(-1) as unknown[];
      if (methodOf(last) !== 'POST') return jsonResponse(invitations);
      const body = bodyOf(last) as { email: string; role: 'sales' };
      const sent = {
        _id: 'c0ffee00-0000-4000-8000-000000000009',
        ...body,
        expiresAt: '2026-03-08T12:00:00.000Z',
      };
      invitations = [sent, ...invitations];
      return jsonResponse(sent, 201);
    },
    '/api/dealers/3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b/invitations/c0ffee00-0000-4000-8000-000000000001':
      () => {
        invitations = invitations.filter((invitation) => !invitation._id.endsWith('1'));
        return jsonResponse({ deletedCount: 1 });
      },
  });
  return fetchMock;
}

describe('the dealership page', () => {
  it('lets a seller with no dealership open one, and then shows it', async () => {
    const user = userEvent.setup();
    const fetchMock = dealersServer({ membership: null });
    renderWithProviders(<MyDealership />);

    await user.click(await screen.findByRole('button', { name: 'Open the dealership' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getAllByText('* required field').length).toBeGreaterThan(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Main Street Motors');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '100 Congress Ave, Austin, TX');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 512 555 0100');
    await user.type(screen.getByRole('textbox', { name: /Opening hours/ }), 'Mon–Sat 9:00–18:00');
    await user.click(screen.getByRole('button', { name: 'Open the dealership' }));

    expect(await screen.findByRole('heading', { name: 'Main Street Motors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the storefront' })).toHaveAttribute(
      'href',
      '/dealers/main-street-motors',
    );
    const posted = (fetchMock.mock.calls as unknown[][]).find((call) => methodOf(call) === 'POST');
    expect(bodyOf(posted!)).toEqual({
      name: 'Main Street Motors',
      zip: '78701',
      address: '100 Congress Ave, Austin, TX',
      phone: '+1 512 555 0100',
      hours: 'Mon–Sat 9:00–18:00',
      about: '',
      logo: null,
    });
  });

  it("gives an owner the staff's roles, invitations and the server's refusal of the last owner's leaving", async () => {
    const user = userEvent.setup();
    const fetchMock = dealersServer({
      membership: { dealer, role: 'owner' },
      refuseLeaving: true,
      invitations: [
        {
          _id: 'c0ffee00-0000-4000-8000-000000000001',
          email: 'jo@example.com',
          role: 'manager',
          expiresAt: '2026-03-08T12:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<MyDealership />);

    const staff = await screen.findByRole('region', { name: 'Staff' });
    expect(await within(staff).findByRole('combobox', { name: 'Role of Alex Kim' })).toHaveValue('sales');
    expect(within(staff).getByRole('button', { name: 'Remove Alex Kim' })).toBeInTheDocument();
    await user.click(within(staff).getByRole('button', { name: 'Leave Main Street Motors' }));
    expect(await within(staff).findByRole('alert')).toHaveTextContent(
      'Nobody was removed. The last owner cannot leave: make someone else an owner first',
    );

    const invite = screen.getByRole('region', { name: 'Invite someone' });
    expect(
      within(invite)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sales', 'Manager', 'Owner']);
    await user.type(within(invite).getByRole('textbox', { name: /E-mail/ }), 'new@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    expect(await within(pending).findByText('new@example.com')).toBeInTheDocument();

    await user.click(
      within(pending).getByRole('button', { name: 'Withdraw the invitation to jo@example.com' }),
    );
    await waitFor(() => expect(within(pending).queryByText('jo@example.com')).not.toBeInTheDocument());
    expect(callsOf(fetchMock)).toContain(
      `DELETE /api/dealers/${dealerId}/invitations/c0ffee00-0000-4000-8000-000000000001`,
    );
  });

  it("lets a manager change the dealership's details", async () => {
    const user = userEvent.setup();
    const fetchMock = dealersServer({ membership: { dealer, role: 'manager' } });
    renderWithProviders(<MyDealership />);

    await user.click(await screen.findByRole('button', { name: 'Edit the details' }));
    const hours = screen.getByRole('textbox', { name: /Opening hours/ });
    await user.clear(hours);
    await user.type(hours, 'Mon–Sun 8:00–20:00');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByText('Mon–Sun 8:00–20:00')).toBeInTheDocument();
    const patch = (fetchMock.mock.calls as unknown[][]).find((call) => methodOf(call) === 'PATCH');
    expect(bodyOf(patch!)).toMatchObject({ hours: 'Mon–Sun 8:00–20:00', name: 'Main Street Motors' });
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Sales');
  });

  it('shows sales staff the staff without changing anyone, and lets them leave', async () => {
    dealersServer({
      membership: { dealer, role: 'sales' },
      staff: [member({ role: 'sales' }), { ...alex, role: 'owner' }],
    });
    renderWithProviders(<MyDealership />);

    const staff = await screen.findByRole('region', { name: 'Staff' });
    expect(
      await within(staff).findByRole('button', { name: 'Leave Main Street Motors' }),
    ).toBeInTheDocument();
    expect(within(staff).queryByRole('button', { name: 'Remove Alex Kim' })).not.toBeInTheDocument();
    expect(within(staff).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the details' })).not.toBeInTheDocument();
  });
});
