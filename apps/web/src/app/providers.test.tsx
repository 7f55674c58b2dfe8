import { act, render, screen, waitFor } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

function VisibleToastCount() {
  const visible = useToasterStore().toasts.filter((item) => item.visible).length;
  return <p>Visible toasts: {visible}</p>;
}

describe('AppProviders', () => {
  it('shows at most 20 toasts at once', async () => {
    render(
      <AppProviders>
        <VisibleToastCount />
      </AppProviders>,
    );

    act(() => {
      for (let index = 0; index < 25; index += 1) toast(`Message ${index}`);
    });

    await waitFor(() => expect(screen.getByText('Visible toasts: 20')).toBeInTheDocument());
    expect(screen.getByText('Message 24')).toBeInTheDocument();
    act(() => toast.remove());
  });
});
