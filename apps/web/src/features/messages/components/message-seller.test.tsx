import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, sam, sessionResponse } from '../../../test/auth';
import { mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { MessageSeller } from './message-seller';

const car = {
  _id: '5d0f2b8e-3c4a-4f7e-9a1b-2c3d4e5f6a7b',
  productName: '2019 Honda Civic EX',
  sellerEmail: 'seller@example.com',
};

describe('MessageSeller', () => {
  it('says an empty question needs writing, on the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ '/api/auth/get-session': sessionResponse(sam) });
    renderWithProviders(<MessageSeller car={car} />);
    await user.click(await screen.findByRole('button', { name: 'Message seller' }));
    const dialog = await screen.findByRole('dialog', { name: `Message the seller of ${car.productName}` });
    await user.type(screen.getByLabelText('Your message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription('Write a message first');
    expect(screen.getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    expect(dialog).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.includes('/api/conversations'))).toBe(false);
  });
});
