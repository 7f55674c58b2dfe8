import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsOf, deferredResponse, headersOf, sam, sessionResponse } from '../../test/auth';
import { modelCarFixture, modelCarsPage } from '../../test/cars';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { ModelCars } from '../../features/buying/components/model-cars';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { MessageSeller } from '../../features/messages/components/message-seller';

const camry = modelCarFixture({
  sellerName: 'Maya Patel',
  sellerEmail: 'maya.patel@example.com',
  sellerStatus: 'verified',
  description: 'One owner, full service history.',
});
const accord = modelCarFixture({
  _id: 'car-2',
  productName: '2016 Honda Accord EX-L',
  resalePrice: 1250000,
  originalPrice: 2930000,
  conditionType: 'Good',
  sellerName: 'Carlos Rivera',
  sellerEmail: 'carlos.rivera@example.com',
  phone: '+1 (720) 555-0187',
  saleStatus: 'sold',
});

function mockServer(answers: Record<string, Response | (() => Response | Promise<Response>)>) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({ '/api/auth/get-session': sessionResponse(sam), ...answers });
}

function renderModelCars(model = 'Sedan') {
  return renderWithProviders(
    <ModelCars model={model} FavoriteButton={FavoriteButton} MessageSeller={MessageSeller} />,
    { path: `/carModels/${model}` },
  );
}

/** The card of the car named `name`. */
function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('ModelCars', () => {
  it('shows the model in a banner and every car with its details, asking with the access token', async () => {
    const fetchMock = mockServer({ '/api/carModels/Sedan': modelCarsPage([camry, accord]) });
    renderModelCars();

    expect(screen.getByRole('heading', { level: 1, name: 'Sedan' })).toBeInTheDocument();
    const camryCard = await screen.findByRole('article', { name: '2018 Toyota Camry SE' });
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/carModels/Sedan')!;
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');

    expect(within(camryCard).getByText('$12,500')).toBeInTheDocument();
    expect(within(camryCard).getByText('$24,000')).toBeInTheDocument();
    expect(within(camryCard).getByText('Excellent')).toBeInTheDocument();
    expect(within(camryCard).getByText('2018')).toBeInTheDocument();
    expect(within(camryCard).getByText('Austin')).toBeInTheDocument();
    expect(within(camryCard).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(camryCard).getByText('One owner, full service history.')).toBeInTheDocument();
    expect(within(camryCard).getByText('available')).toBeInTheDocument();
    expect(within(camryCard).getByText('Verified seller')).toBeInTheDocument();
    expect(within(camryCard).getByRole('link', { name: '+1 512 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15125550100',
    );
    expect(within(camryCard).getByRole('link', { name: 'maya.patel@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya.patel@example.com',
    );
    const photo = camryCard.querySelector('img')!;
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '400');

    const accordCard = card('2016 Honda Accord EX-L');
    expect(within(accordCard).getByText('$1,250,000')).toBeInTheDocument();
    expect(within(accordCard).getByText('$2,930,000')).toBeInTheDocument();
    expect(within(accordCard).getByText('sold')).toBeInTheDocument();
    expect(within(accordCard).queryByText('Verified seller')).not.toBeInTheDocument();
    expect(within(accordCard).getByRole('link', { name: '+1 (720) 555-0187' })).toHaveAttribute(
      'href',
      'tel:+17205550187',
    );
  });

  it('offers Book and Report for a car for sale, and disables both for a sold one', async () => {
    mockServer({ '/api/carModels/Sedan': modelCarsPage([camry, accord]) });
    renderModelCars();

    expect(await screen.findByRole('button', { name: 'Book 2018 Toyota Camry SE' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Report 2018 Toyota Camry SE' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Book 2016 Honda Accord EX-L' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Report 2016 Honda Accord EX-L' })).toBeDisabled();
  });

  it("shows a sold car whose seller's account was closed, without any contact", async () => {
    const orphan = modelCarFixture({
      _id: 'car-9',
      productName: '2010 Mazda 3',
      saleStatus: 'sold',
      sellerName: undefined,
      sellerEmail: undefined,
      phone: undefined,
    });
    mockServer({ '/api/carModels/Sedan': modelCarsPage([orphan]) });
    renderModelCars();

    const orphanCard = await screen.findByRole('article', { name: '2010 Mazda 3' });
    expect(within(orphanCard).getByText('account closed')).toBeInTheDocument();
    // Its only link is to its own page: no phone or e-mail to reach anyone through.
    expect(
      within(orphanCard)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/cars/car-9']);
    expect(within(orphanCard).getByRole('button', { name: 'Book 2010 Mazda 3' })).toBeDisabled();
  });

  it('says when the model has no car yet, with a way home', async () => {
    mockServer({ '/api/carModels/Coupe': modelCarsPage([]) });
    renderModelCars('Coupe');

    expect(await screen.findByText('No cars of this model are listed yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Coupe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse other models' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('loads more cars from the Link URL on "Load more", appends them and moves focus to the first new one', async () => {
    const user = userEvent.setup();
    const nextPage = deferredResponse();
    const next = '/api/carModels/Sedan?after=MjAyNi0wMy0wNQ%3D%3D';
    const fetchMock = mockServer({
      '/api/carModels/Sedan': () =>
        callsOf(fetchMock).filter((call) => call === 'GET /api/carModels/Sedan').length === 1
          ? modelCarsPage([camry], next)
          : nextPage.promise,
    });
    renderModelCars();

    await user.click(await screen.findByRole('button', { name: 'Load more cars' }));

    expect(screen.getByRole('status')).toHaveTextContent('Loading more cars');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(next);
    expect(headersOf(fetchMock.mock.calls.at(-1)!).get('Authorization')).toBe('Bearer token-1');

    nextPage.resolve(modelCarsPage([accord]));

    const accordHeading = await screen.findByRole('heading', { name: '2016 Honda Accord EX-L' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(card('2018 Toyota Camry SE')).toBeInTheDocument();
    await waitFor(() => expect(accordHeading).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more cars' })).not.toBeInTheDocument();
    expect(screen.getByText('That is all: 2 cars of this model.')).toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list comes into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    const next = '/api/carModels/Sedan?after=abc';
    const fetchMock = mockServer({
      '/api/carModels/Sedan': () =>
        callsOf(fetchMock).filter((call) => call === 'GET /api/carModels/Sedan').length === 1
          ? modelCarsPage([camry], next)
          : modelCarsPage([accord]),
    });
    renderModelCars();
    await screen.findByRole('button', { name: 'Load more cars' });

    const { callback, target } = observers.at(-1)!;
    act(() => callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as never));

    expect(await screen.findByRole('heading', { name: '2016 Honda Accord EX-L' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(next);
  });

  it('says when more cars could not be loaded, and "Load more" tries again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const fetchMock = mockServer({
      '/api/carModels/Sedan': () => {
        const first = callsOf(fetchMock).filter((call) => call === 'GET /api/carModels/Sedan').length === 1;
        if (first) return modelCarsPage([camry], '/api/carModels/Sedan?after=abc');
        return failing
          ? jsonResponse({ error: 'INTERNAL', message: 'The server ran into a problem.' }, 500)
          : modelCarsPage([accord]);
      },
    });
    renderModelCars();

    await user.click(await screen.findByRole('button', { name: 'Load more cars' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More cars could not be loaded. The server ran into a problem.',
    );
    expect(card('2018 Toyota Camry SE')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: '2016 Honda Accord EX-L' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('reporting a car', () => {
  it('asks for a reason, sends it with the note, and shows the car as reported', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer({
      '/api/carModels/Sedan': modelCarsPage([camry]),
      '/api/reportedItems': jsonResponse({ acknowledged: true }),
    });
    renderModelCars();

    await user.click(await screen.findByRole('button', { name: 'Report 2018 Toyota Camry SE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report 2018 Toyota Camry SE' });
    // A reason must be picked: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/required field/)).toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain('POST /api/reportedItems');

    await user.click(within(dialog).getByRole('radio', { name: 'Wrong price or details' }));
    await user.type(within(dialog).getByLabelText(/Note/), 'The mileage in the photos is higher.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const reported = await screen.findByRole('button', { name: 'Reported 2018 Toyota Camry SE' });
    expect(reported).toHaveTextContent('Reported');
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(reported).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/reportedItems')!;
    expect(bodyOf(call)).toEqual({
      reason: 'wrong-details',
      note: 'The mileage in the photos is higher.',
      carId: 'car-1',
      image: '/uploads/cars/camry-640.webp',
      productName: '2018 Toyota Camry SE',
      model: 'Sedan',
      resalePrice: 12500,
    });
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');

    // Pressing it again sends nothing.
    await user.click(reported);
    expect(callsOf(fetchMock).filter((made) => made === 'POST /api/reportedItems')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing on Cancel', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer({ '/api/carModels/Sedan': modelCarsPage([camry]) });
    renderModelCars();

    await user.click(await screen.findByRole('button', { name: 'Report 2018 Toyota Camry SE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report 2018 Toyota Camry SE' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report 2018 Toyota Camry SE' })).toBeEnabled();
    expect(callsOf(fetchMock)).not.toContain('POST /api/reportedItems');
  });

  it('shows a car the visitor reported before as reported', async () => {
    mockServer({ '/api/carModels/Sedan': modelCarsPage([{ ...camry, reportedByYou: true }]) });
    renderModelCars();

    expect(await screen.findByRole('button', { name: 'Reported 2018 Toyota Camry SE' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Report 2018 Toyota Camry SE' })).not.toBeInTheDocument();
  });

  it('says why a report was refused in the dialog, and offers Report again', async () => {
    const user = userEvent.setup();
    mockServer({
      '/api/carModels/Sedan': modelCarsPage([camry]),
      '/api/reportedItems': jsonResponse({ error: 'FORBIDDEN', message: 'Only buyers can do this.' }, 403),
    });
    renderModelCars();

    await user.click(await screen.findByRole('button', { name: 'Report 2018 Toyota Camry SE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report 2018 Toyota Camry SE' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByText(/Only buyers can do this./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Report 2018 Toyota Camry SE' })).toBeEnabled();
  });
});
