import type { PayoutSummary, PayoutTransferState } from '@second-gear/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { leaveAppFor } from '../../../lib/leave-app';
import { formatCents } from '../../../lib/format';
import { setPageLanguage } from '../../../lib/i18n';
import { PayoutsPanel } from './payouts-panel';

vi.mock('../../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const onboardingUrl = 'http://localhost:5000/stripe-sandbox/connect/onboarding/abc123';

function summary(overrides: Partial<PayoutSummary> = {}): PayoutSummary {
  return { status: 'not_started', currentlyDue: [], pendingCents: 0, transfers: [], ...overrides };
}

function payoutsServer(answer: PayoutSummary, onboarding: Response = jsonResponse({ url: onboardingUrl })) {
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { seller: true }),
    '/api/payouts': () => jsonResponse(answer),
    '/api/payouts/onboarding': () => onboarding.clone(),
  });
}

beforeEach(() => {
  vi.mocked(leaveAppFor).mockClear();
});

describe('PayoutsPanel', () => {
  it('offers a new seller to set up payouts, and sends the browser to Stripe’s onboarding', async () => {
    const fetchMock = payoutsServer(summary());
    renderWithProviders(<PayoutsPanel />, { path: '/dashboard/payouts' });

    expect(await screen.findByRole('heading', { name: 'Not connected yet' })).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText(/No payouts yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(onboardingUrl));
    expect(callsOf(fetchMock)).toContain('POST /api/payouts/onboarding');
    expect(
      screen.getByRole('button', { name: 'Set up payouts' }),
      'busy until the page is gone',
    ).toBeDisabled();
  });

  it('lists what Stripe still needs in words and continues the setup, after a return that did not finish', async () => {
    payoutsServer(
      summary({
        status: 'details_needed',
        currentlyDue: ['your date of birth', 'the bank account to pay you into'],
      }),
    );
    renderWithProviders(<PayoutsPanel />, { path: '/dashboard/payouts?onboarding=done' });

    expect(await screen.findByRole('heading', { name: 'Stripe needs more details' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'your date of birth',
      'the bank account to pay you into',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Stripe, which still needs a few details');
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  });

  it('says payouts are enabled after a return, with no setup button', async () => {
    payoutsServer(summary({ status: 'enabled' }));
    renderWithProviders(<PayoutsPanel />, { path: '/dashboard/payouts?onboarding=done' });

    expect(await screen.findByRole('heading', { name: 'Payouts enabled' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('your payout account is connected');
    expect(screen.queryByRole('button', { name: /set up|continue/i })).not.toBeInTheDocument();
  });

  it('tells a seller whose link expired to press again, and shows why Stripe could not be opened', async () => {
    payoutsServer(
      summary({ status: 'details_needed', currentlyDue: ['your home address'] }),
      jsonResponse(
        {
          error: 'GATEWAY_ERROR',
          message: 'The card payment service did not answer. Please try again in a moment.',
        },
        502,
      ),
    );
    renderWithProviders(<PayoutsPanel />, { path: '/dashboard/payouts?onboarding=expired' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That setup link has expired or was already used. Press “Continue setup” again for a new one.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue setup' }));
    expect(await screen.findByText(/did not answer/)).toBeInTheDocument();
    expect(screen.getByText('Stripe could not be opened.')).toBeInTheDocument();
    expect(leaveAppFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  });

  it('lists the transfers sent by car, with amounts to the cent and a statement to download', async () => {
    payoutsServer(
      summary({
        status: 'enabled',
        pendingCents: 123_450,
        transfers: [
          {
            _id: 't1',
            bookingId: 'b1',
            amountCents: 1_150_000,
            feeCents: 35_000,
            state: 'paid',
            frozen: false,
            productName: '2019 Honda Civic EX',
            createdAt: '2026-03-02T12:00:00.000Z',
          },
        ],
      }),
    );
    renderWithProviders(<PayoutsPanel />, { path: '/dashboard/payouts' });

    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /2019 Honda Civic EX/ });
    expect(row).toHaveTextContent('$11,500.00');
    expect(row).toHaveTextContent('$350.00');
    expect(row).toHaveTextContent('Paid');
    expect(row).not.toHaveTextContent('Frozen');
    expect(within(row).getByRole('link', { name: 'Statement (PDF) of 2019 Honda Civic EX' })).toHaveAttribute(
      'href',
      '/api/payouts/t1/statement.pdf',
    );
  });

  it('says each transfer’s state in words, cancelled ones and those a card dispute froze included', async () => {
    const transfer = (id: string, productName: string, state: PayoutTransferState, frozen = false) => ({
      _id: id,
      bookingId: `booking-${id}`,
      amountCents: 1_000_000,
      feeCents: 30_000,
      state,
      frozen,
      productName,
      createdAt: '2026-03-02T12:00:00.000Z',
    });
    payoutsServer(
      summary({
        status: 'enabled',
        transfers: [
          transfer('t1', '2019 Honda Civic EX', 'pending', true),
          transfer('t2', '2018 Toyota Camry SE', 'cancelled'),
          transfer('t3', '2016 Ford Focus', 'reversed'),
        ],
      }),
    );
    renderWithProviders(<PayoutsPanel />, { path: '/dashboard/payouts' });

    const table = await screen.findByRole('table', { name: 'Your transfers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Car', 'Date', 'Amount', 'Fee', 'State', 'Statement']);
    expect(within(table).getByRole('row', { name: /Honda/ })).toHaveTextContent(
      'PendingFrozen by a card dispute',
    );
    expect(within(table).getByRole('row', { name: /Toyota/ })).toHaveTextContent(
      'Cancelled: refunded before it was sent',
    );
    expect(within(table).getByRole('row', { name: /Toyota/ })).not.toHaveTextContent('Frozen');
    expect(within(table).getByRole('row', { name: /Ford/ })).toHaveTextContent('Taken back after a refund');
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('tells a new seller in Spanish how to be paid', async () => {
      setPageLanguage('es');
      payoutsServer(summary({ pendingCents: 123_456 }));
      await act(async () => {
        renderWithProviders(<PayoutsPanel />, { path: '/dashboard/payouts?onboarding=expired' });
      });

      expect(await screen.findByRole('heading', { name: 'Todavía sin conectar' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Presione “Configurar pagos” otra vez');
      expect(screen.getByRole('heading', { name: 'Su dinero' })).toBeInTheDocument();
      expect(screen.getByText(formatCents(123_456))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Configurar pagos' })).toBeEnabled();
    });
  });
});
