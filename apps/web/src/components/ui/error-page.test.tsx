import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('shows the picture, the message and a link back home', () => {
    renderWithProviders(<ErrorPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The stuff Something went wrong !');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    const picture = document.querySelector('img');
    expect(picture).toHaveAttribute('src', '/images/error.webp');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '420');
  });
});
