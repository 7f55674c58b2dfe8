import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../../lib/i18n';
import {
  bodyOf,
  callsOf,
  deferredResponse,
  headersOf,
  roleAnswers,
  sam,
  sessionResponse,
} from '../../../test/auth';
import { sellerCarFixture } from '../../../test/cars';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { advertisedProductsQueryOptions } from '../../../entities/car/api/advertised-products';
import { MyProducts } from './my-products';

const camry = sellerCarFixture({});
const civic = sellerCarFixture({
  _id: 'car-2',
  productName: '2016 Honda Civic LX',
  model: 'Sedan',
  resalePrice: 1250000,
  status: 'advertised',
});
const focus = sellerCarFixture({
  _id: 'car-3',
  productName: '2012 Ford Focus',
  model: 'Hatchback',
  saleStatus: 'sold',
});

function mockServer(products: () => Response, answers: Record<string, Response | (() => Response)> = {}) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { seller: true }),
    '/api/products': products,
    ...answers,
  });
}

/** Renders at a width where the cars are a table (or, by default in jsdom, cards). */
function renderMyProducts({ wide = false } = {}) {
  if (wide) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
  }
  return renderWithProviders(<MyProducts />, {
    path: '/dashboard/myProducts',
    routes: [{ path: '/dashboard/addProduct', element: <p>Add product page</p> }],
  });
}

afterEach(() => setPageLanguage('en'));

describe('MyProducts', () => {
  it('speaks Spanish on a Spanish page, with prices in its format', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    mockServer(() => jsonResponse([camry, focus]));
    renderMyProducts();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mis productos' })).toBeInTheDocument();
    expect(await screen.findByText('2 autos publicados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar 2018 Toyota Camry SE' })).toBeInTheDocument();
    expect(screen.getAllByText('Los autos vendidos quedan en el registro')).not.toHaveLength(0);
  });

  it('shows pulsing dots while the cars load, asking with the seller’s e-mail and token', async () => {
    const answer = deferredResponse();
    const fetchMock = mockServer(() => answer.promise as never);
    renderMyProducts();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your cars');
    const call = await waitFor(() => {
      const found = fetchMock.mock.calls.find(([input]) => String(input) === '/api/products');
      expect(found).toBeDefined();
      return found!;
    });
    expect(bodyOf(call)).toEqual({ email: sam.email });
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');

    answer.resolve(jsonResponse([camry]));
    expect(await screen.findByRole('heading', { name: '2018 Toyota Camry SE' })).toBeInTheDocument();
  });

  it("shows who of the dealership listed each of its cars, and the server's refusal of a delete", async () => {
    const user = userEvent.setup();
    const dealer = { slug: 'lone-star-auto', name: 'Lone Star Auto' };
    mockServer(
      () =>
        jsonResponse([
          sellerCarFixture({ dealer, sellerName: 'Jordan Reyes' }),
          sellerCarFixture({
            _id: 'car-2',
            productName: '2016 Honda Civic LX',
            dealer,
            sellerName: 'Sam Lee',
          }),
        ]),
      {
        '/api/products/car-1': jsonResponse(
          {
            error: 'FORBIDDEN',
            message: "Only its seller or its dealership's owners and managers can delete this car.",
          },
          403,
        ),
      },
    );
    renderMyProducts();

    const camryCard = (await screen.findByRole('heading', { name: '2018 Toyota Camry SE' })).closest('li')!;
    expect(within(camryCard).getByText('Listed by Jordan Reyes')).toBeInTheDocument();
    const civicCard = screen.getByRole('heading', { name: '2016 Honda Civic LX' }).closest('li')!;
    expect(within(civicCard).getByText('Listed by Sam Lee')).toBeInTheDocument();

    await user.click(within(camryCard).getByRole('button', { name: 'Delete 2018 Toyota Camry SE' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Delete/ }));
    expect(
      await screen.findByText(/Only its seller or its dealership's owners and managers can delete this car/),
    ).toBeInTheDocument();
  });

  it('shows a table with photo, name, model, price, status and listing quality on wide screens', async () => {
    mockServer(() => jsonResponse([camry, civic, focus]));
    renderMyProducts({ wide: true });

    const table = await screen.findByRole('table', { name: 'Your cars' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Photo', 'Name', 'Model', 'Price', 'Status', 'Quality', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const civicRow = within(table).getByRole('row', { name: /2016 Honda Civic LX/ });
    expect(within(civicRow).getByText('$1,250,000')).toBeInTheDocument();
    expect(within(civicRow).getByText('available')).toBeInTheDocument();
    expect(within(civicRow).getByText('advertised')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('sold')).toBeInTheDocument();
    const photo = rows[0]!.querySelector('img')!;
    expect(photo).toHaveAttribute(
      'srcset',
      '/uploads/cars/camry-320.webp 320w, /uploads/cars/camry-640.webp 640w, /uploads/cars/camry-1280.webp 1280w',
    );
    expect(photo).toHaveAttribute('width', '80');
    expect(photo).toHaveAttribute('height', '50');
  });

  it('shows cards on phones, offering Advertise only for a car for sale that is not advertised yet', async () => {
    mockServer(() => jsonResponse([camry, civic, focus]));
    renderMyProducts();

    expect(await screen.findByRole('button', { name: 'Advertise 2018 Toyota Camry SE' })).toBeEnabled();
    const advertised = screen.getByRole('button', { name: 'Advertised 2016 Honda Civic LX' });
    expect(advertised).toBeDisabled();
    expect(advertised).toHaveTextContent('Advertised');
    expect(screen.queryByRole('button', { name: 'Advertise 2016 Honda Civic LX' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advertise 2012 Ford Focus' })).toBeDisabled();
    const cards = within(screen.getByRole('list', { name: 'Your cars' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByText('$1,250,000')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('sold')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(3);
  });

  it('advertises a car, says so in a dialog and refreshes the list and the home page’s carousel', async () => {
    const user = userEvent.setup();
    let advertisedYet = false;
    const fetchMock = mockServer(
      () => jsonResponse([advertisedYet ? { ...camry, status: 'advertised' } : camry]),
      {
        '/api/products/advertise/car-1': () => {
          advertisedYet = true;
          return jsonResponse({ modifiedCount: 1 });
        },
      },
    );
    const { queryClient } = renderMyProducts();
    queryClient.setQueryData(advertisedProductsQueryOptions().queryKey, []);

    await user.click(await screen.findByRole('button', { name: 'Advertise 2018 Toyota Camry SE' }));

    const dialog = await screen.findByRole('dialog', { name: '2018 Toyota Camry SE is advertised !' });
    expect(callsOf(fetchMock)).toContain('PUT /api/products/advertise/car-1');
    expect(screen.getByRole('button', { name: 'Advertised 2018 Toyota Camry SE' })).toBeDisabled();
    expect(queryClient.getQueryState(advertisedProductsQueryOptions().queryKey)?.isInvalidated).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete 2018 Toyota Camry SE' })).toHaveFocus();
  });

  it('shows why a car could not be advertised', async () => {
    const user = userEvent.setup();
    mockServer(() => jsonResponse([camry]), {
      '/api/products/advertise/car-1': jsonResponse(
        { error: 'CONFLICT', message: '2018 Toyota Camry SE is sold and cannot be advertised.' },
        409,
      ),
    });
    renderMyProducts();

    await user.click(await screen.findByRole('button', { name: 'Advertise 2018 Toyota Camry SE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2018 Toyota Camry SE was not advertised. 2018 Toyota Camry SE is sold and cannot be advertised.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a car only after confirming, then says so and refreshes the list', async () => {
    const user = userEvent.setup();
    let deletedYet = false;
    const fetchMock = mockServer(() => jsonResponse(deletedYet ? [civic] : [camry, civic]), {
      '/api/products/car-1': () => {
        deletedYet = true;
        return jsonResponse({ deletedCount: 1 });
      },
    });
    renderMyProducts();
    const deleteCamry = await screen.findByRole('button', { name: 'Delete 2018 Toyota Camry SE' });

    // Cancelled: nothing is sent, focus goes back.
    await user.click(deleteCamry);
    let confirm = screen.getByRole('dialog', { name: 'Delete 2018 Toyota Camry SE?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteCamry).toHaveFocus();

    // Escape cancels too.
    await user.click(deleteCamry);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/products/car-1');

    await user.click(deleteCamry);
    confirm = screen.getByRole('dialog', { name: 'Delete 2018 Toyota Camry SE?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const done = await screen.findByRole('dialog', { name: '2018 Toyota Camry SE is deleted successfully' });
    expect(callsOf(fetchMock)).toContain('DELETE /api/products/car-1');
    expect(screen.queryByRole('button', { name: 'Delete 2018 Toyota Camry SE' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete 2016 Honda Civic LX' })).toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My products' })).toHaveFocus();
  });

  it('lets the seller appeal a listing the moderators hid, once, saying why, and shows the appeal sent', async () => {
    const user = userEvent.setup();
    const hidden = (appealed: boolean) =>
      sellerCarFixture({ hidden: { reason: 'The photos show another car.', by: 'moderator', appealed } });
    let appealedYet = false;
    const fetchMock = mockServer(() => jsonResponse([hidden(appealedYet)]), {
      '/api/products/car-1/appeal': () => {
        appealedYet = true;
        return jsonResponse({ ok: true });
      },
    });
    renderMyProducts();

    expect(await screen.findByText(/hidden: The photos show another car\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Appeal the hiding of 2018 Toyota Camry SE' }));
    const dialog = screen.getByRole('dialog', { name: 'Appeal: 2018 Toyota Camry SE' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why the listing should be shown again' }),
      'These are my own photos.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fetchMock.mock.calls.find(([input]) => String(input) === '/api/products/car-1/appeal')!;
    expect(bodyOf(sent)).toEqual({ reason: 'These are my own photos.' });
    expect(await screen.findByText(/\(appeal sent\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Appeal the hiding/ })).not.toBeInTheDocument();
  });

  it('keeps the appeal open with the server’s reason when it is refused', async () => {
    const user = userEvent.setup();
    mockServer(
      () =>
        jsonResponse([
          sellerCarFixture({ hidden: { reason: 'Misleading', by: 'moderator', appealed: false } }),
        ]),
      {
        '/api/products/car-1/appeal': jsonResponse(
          { error: 'CONFLICT', message: 'This listing was already appealed.' },
          409,
        ),
      },
    );
    renderMyProducts();

    await user.click(
      await screen.findByRole('button', { name: 'Appeal the hiding of 2018 Toyota Camry SE' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Appeal: 2018 Toyota Camry SE' });
    await user.type(within(dialog).getByRole('textbox'), 'Please look again.');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This listing was already appealed.');
  });

  it('keeps the confirmation open with the reason when the delete fails', async () => {
    const user = userEvent.setup();
    mockServer(() => jsonResponse([camry]), {
      '/api/products/car-1': jsonResponse(
        { error: 'FORBIDDEN', message: 'You can only delete your own cars.' },
        403,
      ),
    });
    renderMyProducts();

    await user.click(await screen.findByRole('button', { name: 'Delete 2018 Toyota Camry SE' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete 2018 Toyota Camry SE?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('You can only delete your own cars.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('says when no car is listed yet, with a link to add one', async () => {
    mockServer(() => jsonResponse([]));
    renderMyProducts();

    expect(await screen.findByText('You have not listed any car yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/dashboard/addProduct',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load, with a way to try again', async () => {
    const user = userEvent.setup();
    let failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer(() =>
      failing
        ? jsonResponse({ error: 'INTERNAL', message: 'The server ran into a problem.' }, 500)
        : jsonResponse([camry]),
    );
    renderMyProducts();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cars could not be loaded. The server ran into a problem.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: '2018 Toyota Camry SE' })).toBeInTheDocument();
  });

  it('edits a price down, sending only what changed, and shows the price drop the server reports', async () => {
    const user = userEvent.setup();
    let listed = [camry];
    const dropped = sellerCarFixture({
      resalePrice: 11000,
      priceDrop: {
        amount: 1500,
        at: new Date().toISOString(),
        until: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const fetchMock = mockServer(() => jsonResponse(listed), {
      '/api/products/car-1': () => {
        listed = [dropped];
        return jsonResponse(dropped);
      },
    });
    renderMyProducts();

    await user.click(await screen.findByRole('button', { name: `Edit ${camry.productName}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${camry.productName}` });
    const price = within(dialog).getByLabelText('Resale price ($)');
    await user.clear(price);
    await user.type(price, '11,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Price drop $1,500')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/products/car-1')!;
    expect(bodyOf(call)).toEqual({ resalePrice: 11000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refused lower mileage beside the mileage field, with what the server says it is', async () => {
    const user = userEvent.setup();
    mockServer(() => jsonResponse([camry]), {
      '/api/products/car-1': () =>
        jsonResponse(
          { error: 'MILEAGE_DECREASE', message: 'The mileage can only go up: it is 48,000 miles now.' },
          409,
        ),
    });
    renderMyProducts();

    await user.click(await screen.findByRole('button', { name: `Edit ${camry.productName}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${camry.productName}` });
    const mileage = within(dialog).getByLabelText(/Mileage/);
    await user.clear(mileage);
    await user.type(mileage, '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(mileage).toHaveAccessibleDescription(/it is 48,000 miles now/));
    expect(mileage).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a car sold elsewhere after asking, and offers no Edit, Mark as sold or Delete for a sold car', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer(() => jsonResponse([camry, focus]), {
      '/api/products/sold/car-1': jsonResponse({ modifiedCount: 1 }),
    });
    renderMyProducts();

    expect(await screen.findByRole('button', { name: `Edit ${focus.productName}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Mark as sold: ${focus.productName}` })).toBeDisabled();
    const deleteSold = screen.getByRole('button', { name: `Delete ${focus.productName}` });
    expect(deleteSold).toBeDisabled();
    expect(deleteSold).toHaveAccessibleDescription('Sold cars stay on record');
    expect(screen.getByText('Sold cars stay on record')).toBeVisible();
    expect(screen.getByRole('button', { name: `Delete ${camry.productName}` })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: `Mark as sold: ${camry.productName}` }));
    const confirm = screen.getByRole('dialog', { name: `Mark ${camry.productName} as sold?` });
    expect(confirm).toHaveTextContent('booking is cancelled');
    await user.click(within(confirm).getByRole('button', { name: 'Mark as sold' }));

    expect(
      await screen.findByRole('dialog', { name: `${camry.productName} is marked as sold` }),
    ).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('PUT /api/products/sold/car-1');
  });

  it('reorders a car’s photos in the edit dialog, sending the new order', async () => {
    const user = userEvent.setup();
    const twoPhotos = sellerCarFixture({ images: ['/uploads/cars/a-640.webp', '/uploads/cars/b-640.webp'] });
    const fetchMock = mockServer(() => jsonResponse([twoPhotos]), {
      '/api/products/car-1': jsonResponse({
        ...twoPhotos,
        images: ['/uploads/cars/b-640.webp', '/uploads/cars/a-640.webp'],
      }),
    });
    renderMyProducts();

    await user.click(await screen.findByRole('button', { name: `Edit ${twoPhotos.productName}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${twoPhotos.productName}` });
    await user.click(within(dialog).getByRole('button', { name: 'Make photo 2 the cover' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/products/car-1')!;
    expect(bodyOf(call)).toEqual({ images: ['/uploads/cars/b-640.webp', '/uploads/cars/a-640.webp'] });
  });

  it('shows each car for sale’s listing quality with its most rewarding tip', async () => {
    mockServer(() => jsonResponse([camry, focus]));
    renderMyProducts();

    const card = (await screen.findByRole('heading', { name: camry.productName })).closest('li')!;
    expect(within(card).getByRole('heading', { name: /Listing quality: \d+\/100/ })).toBeInTheDocument();
    expect(within(card).getByText(camry.completeness.tips[0]!)).toBeInTheDocument();
    const sold = screen.getByRole('heading', { name: focus.productName }).closest('li')!;
    expect(within(sold).queryByText(/Listing quality/)).not.toBeInTheDocument();
  });

  it('works the listing quality out live in the edit dialog as the description grows', async () => {
    const user = userEvent.setup();
    mockServer(() => jsonResponse([camry]));
    renderMyProducts();

    await user.click(await screen.findByRole('button', { name: `Edit ${camry.productName}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${camry.productName}` });
    expect(within(dialog).getByText(/more characters of description/)).toBeInTheDocument();
    const before = within(dialog).getByRole('heading', { name: /Listing quality/ }).textContent;

    await user.type(
      within(dialog).getByLabelText('Description (optional)'),
      'Serviced every year. '.repeat(10),
    );

    expect(within(dialog).queryByText(/more characters of description/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /Listing quality/ }).textContent).not.toBe(before);
  });
});
