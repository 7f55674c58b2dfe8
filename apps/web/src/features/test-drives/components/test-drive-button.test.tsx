import type { TestDrive, TestDriveSlot } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { TestDriveButton } from './test-drive-button';

const carId = '0b7f1f44-52f5-4a43-9a43-6f4a1e0f1c11';
const car = { _id: carId, productName: '2018 Toyota Camry SE', sellerEmail: 'maya.patel@example.com' };
const timeZone = 'America/Chicago';
// Saturday 7 March, 9:00 and 9:30 in Chicago (CST), then Monday 9 March 9:00 (CDT, after the clocks change).
const slots: TestDriveSlot[] = [
  '2026-03-07T15:00:00.000Z',
  '2026-03-07T15:30:00.000Z',
  '2026-03-09T14:00:00.000Z',
].map((start) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString(), timeZone }));

const asked: TestDrive = {
  _id: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  carId,
  carName: car.productName,
  carLocation: 'Austin, TX 78701',
  state: 'requested',
  start: slots[2]!.start,
  end: slots[2]!.end,
  timeZone,
  role: 'buyer',
  proposedBy: 'buyer',
  otherName: 'Maya Patel',
  buyerId: null,
  actions: ['propose', 'cancel'],
  updatedAt: '2026-03-01T12:00:00.000Z',
};

function mockServer(answer: () => Response) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    [`/api/cars/${carId}/test-drive-slots`]: jsonResponse(slots),
    '/api/test-drives': answer,
  });
}

async function openPicker() {
  const user = userEvent.setup();
  renderWithProviders(<TestDriveButton car={car} />, { path: `/cars/${carId}` });
  await user.click(await screen.findByRole('button', { name: 'Book a test drive' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book a test drive of 2018 Toyota Camry SE' });
  await within(dialog).findByRole('combobox', { name: 'Day' });
  return { user, dialog };
}

describe('the test-drive slot picker', () => {
  it("shows the open times a day at a time on the seller's clock, the zone named, and asks for the one picked", async () => {
    const fetchMock = mockServer(() => jsonResponse(asked));
    const { user, dialog } = await openPicker();

    expect(within(dialog).getByText('America/Chicago (CST)')).toBeInTheDocument();
    const day = within(dialog).getByRole('combobox', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Saturday, March 7', 'Monday, March 9']);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['9:00 AM', '9:30 AM']);
    const ask = within(dialog).getByRole('button', { name: 'Ask for this time' });
    expect(ask).toBeDisabled();

    await user.selectOptions(day, 'Monday, March 9');
    await user.click(within(dialog).getByRole('radio', { name: '9:00 AM' }));
    await user.click(ask);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You asked to test-drive 2018 Toyota Camry SE on Mon, Mar 9, 9:00 AM CDT.',
    );
    const post = fetchMock.mock.calls.find(([input]) => String(input) === '/api/test-drives')!;
    expect(bodyOf(post)).toEqual({ carId, start: '2026-03-09T14:00:00.000Z' });
    expect(callsOf(fetchMock)).toContain('POST /api/test-drives');
  });

  it("shows the server's refusal and keeps the picker open", async () => {
    mockServer(() =>
      jsonResponse({ error: 'CONFLICT', message: 'That time is not open for a test drive any more.' }, 409),
    );
    const { user, dialog } = await openPicker();
    await user.click(within(dialog).getByRole('radio', { name: '9:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask for this time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That time is not open for a test drive any more.',
    );
    expect(within(dialog).getByRole('radio', { name: '9:30 AM' })).toBeChecked();
  });

  it("is not offered on the seller's own car, and sends a visitor to sign in", async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse({ ...sam, email: car.sellerEmail }) });
    const own = renderWithProviders(
      <>
        <TestDriveButton car={car} />
        <p>Rendered</p>
      </>,
    );
    expect(await screen.findByText('Rendered')).toBeInTheDocument();
    // Once the session is known, neither the button nor the sign-in link is there.
    await waitFor(() => expect(screen.queryByText('Book a test drive')).not.toBeInTheDocument());
    own.unmount();

    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderWithProviders(<TestDriveButton car={car} />);
    expect(await screen.findByRole('link', { name: 'Book a test drive' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login/),
    );
  });
});
