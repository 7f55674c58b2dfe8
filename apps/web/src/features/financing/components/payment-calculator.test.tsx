import { monthlyPayment } from '@second-gear/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { bodyOf, callsOf, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { PaymentCalculator } from './payment-calculator';

const defaults = { apr: 7.9, termMonths: 60, downPercent: 10 };
// $24,000 at the defaults: $21,600 financed, $436.94 → $437 a month.
const car = { resalePrice: 24_000, monthlyPayment: 437, finance: defaults };
const payment = () => screen.getByText(/Estimated monthly payment/).parentElement!;

describe('PaymentCalculator', () => {
  it("starts from the server's estimate, recomputes as the visitor changes the terms, and keeps them on the device", async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const first = renderWithProviders(<PaymentCalculator car={car} />);
    expect(payment()).toHaveTextContent('$437/mo');
    expect(screen.getByText('$2,400 down, $21,600 financed over 60 months.')).toBeInTheDocument();
    expect(
      screen.getByText('Search results estimate with 7.9% APR, 60 months and 10% down.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/An estimate, not an offer of credit/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Down payment (%)'));
    await user.type(screen.getByLabelText('Down payment (%)'), '20');
    await user.selectOptions(screen.getByLabelText('Term'), '72 months');
    const chosen = { apr: 7.9, termMonths: 72, downPercent: 20 };
    expect(payment()).toHaveTextContent(`$${monthlyPayment(24_000, chosen)}/mo`);
    expect(JSON.parse(localStorage.getItem('second-gear.financing')!)).toEqual(chosen);
    expect(screen.getByText('Your choices are kept on this device.')).toBeInTheDocument();

    first.unmount();
    renderWithProviders(<PaymentCalculator car={car} />);
    expect(screen.getByLabelText('Down payment (%)')).toHaveValue(20);
    expect(screen.getByLabelText('Term')).toHaveValue('72');
    await user.click(screen.getByRole('button', { name: 'Use these defaults' }));
    expect(payment()).toHaveTextContent('$437/mo');
  });

  it('says what is wrong with a term outside its range, and keeps the last good choice', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderWithProviders(<PaymentCalculator car={car} />);
    await user.clear(screen.getByLabelText('APR (%)'));
    await user.type(screen.getByLabelText('APR (%)'), '45');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'APR must be from 0 to 30 %, with at most two decimals.',
    );
    expect(screen.getByLabelText('APR (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Estimated monthly payment/)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('second-gear.financing')!)).toEqual({ ...defaults, apr: 4 });
  });

  it("starts a signed-in person from their account's choices and keeps each change with the account", async () => {
    const user = userEvent.setup();
    localStorage.setItem('accessToken', 'token-1');
    const kept = { apr: 5, termMonths: 48, downPercent: 0 };
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/accounts/me/financing': () => jsonResponse({ terms: kept }),
    });
    renderWithProviders(<PaymentCalculator car={car} />);
    expect(await screen.findByText('Your choices are kept with your account.')).toBeInTheDocument();
    expect(payment()).toHaveTextContent(`$${monthlyPayment(24_000, kept)}/mo`);
    await user.selectOptions(screen.getByLabelText('Term'), '36 months');
    await waitFor(() => {
      const calls = fetchMock.mock.calls as unknown[][];
      const puts = calls.filter((_, index) => callsOf(fetchMock)[index] === 'PUT /api/accounts/me/financing');
      expect(puts.map(bodyOf)).toEqual([{ ...kept, termMonths: 36 }]);
    });
  });

  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    try {
      mockFetch({ '/api/auth/get-session': sessionResponse(null) });
      await act(async () => renderWithProviders(<PaymentCalculator car={car} />));
      expect(await screen.findByText('Pago mensual')).toBeInTheDocument();
      expect(screen.getByLabelText('Pago inicial (%)')).toHaveValue(10);
      expect(screen.getByText(/Es una estimación, no una oferta de crédito/)).toBeInTheDocument();
    } finally {
      setPageLanguage('en');
    }
  });
});
