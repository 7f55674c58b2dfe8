import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, headersOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { mockXhr, type FakeXhr } from '../../../test/xhr';
import { listingPrefill } from '../add-product-form';
import { AddProductForm } from './add-product-form';

const uploadedUrl = '/uploads/cars/photo-1-640.webp';
const thisYear = new Date().getFullYear();

function mockServer(answers: Record<string, Response | (() => Response)> = {}) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { seller: true }),
    '/api/carModels': jsonResponse([
      { _id: 'm1', model: 'Sedan', image: '/uploads/sedan-640.webp' },
      { _id: 'm2', model: 'SUV', image: '/uploads/suv-640.webp' },
      { _id: 'm3', model: 'Coupe', image: '/uploads/coupe-640.webp' },
    ]),
    '/api/makes': jsonResponse([
      { make: 'Honda', models: ['Accord', 'Civic'] },
      { make: 'Toyota', models: ['Camry', 'RAV4'] },
    ]),
    '/api/zips/78701': jsonResponse({ zip: '78701', city: 'Austin', state: 'TX', location: 'Austin, TX' }),
    ...answers,
  });
}

function renderForm() {
  return renderWithProviders(<AddProductForm />, {
    path: '/dashboard/addProduct',
    routes: [{ path: '/dashboard/myProducts', element: <p>My products page</p> }],
  });
}

const carPhoto = () => new File(['jpeg bytes'], 'camry.jpg', { type: 'image/jpeg' });
const photoInput = () => screen.getByLabelText('Photos');
const submitButton = () => screen.getByRole('button', { name: 'Add product' });

async function pickPhoto(user: UserEvent, sent: FakeXhr[]): Promise<FakeXhr> {
  await user.upload(photoInput(), carPhoto());
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
}

async function fillCar(user: UserEvent) {
  await user.type(screen.getByLabelText('Phone'), '+1 512 555 0100');
  await user.type(screen.getByLabelText('Product name'), '2018 Toyota Camry SE');
  await screen.findByRole('option', { name: 'Sedan' });
  await user.selectOptions(screen.getByLabelText('Body type'), 'Sedan');
  await user.type(screen.getByLabelText('Make'), 'Toyota');
  await user.type(screen.getByLabelText('Model'), 'Camry');
  await user.type(screen.getByLabelText('Year'), '2018');
  await user.type(screen.getByLabelText('Mileage (miles)'), '61,200');
  await user.selectOptions(screen.getByLabelText('Fuel type'), 'gasoline');
  await user.selectOptions(screen.getByLabelText('Transmission'), 'automatic');
  await user.selectOptions(screen.getByLabelText('Drivetrain'), 'FWD');
  await user.selectOptions(screen.getByLabelText('Exterior color'), 'white');
  await user.type(screen.getByLabelText('ZIP code'), '78701');
  await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('Austin, TX'));
  await user.type(screen.getByLabelText('Resale price ($)'), '12,500');
  await user.type(screen.getByLabelText('Original price ($)'), '24000');
  await user.type(screen.getByLabelText('Purchase year'), '2018');
  await user.type(screen.getByLabelText('Years of use'), '3');
  await user.click(screen.getByRole('radio', { name: 'Good' }));
}

describe('AddProductForm', () => {
  it("prefills the phone from the seller's account", async () => {
    mockServer({
      '/api/accounts/me': jsonResponse({
        _id: 'account-sam',
        username: 'Sam Lee',
        userEmail: sam.email,
        phone: '+1 312 555 0163',
        location: 'Chicago, IL',
        accountStatus: 'seller',
        sellerStatus: null,
        language: null,
      }),
    });
    renderForm();
    expect(await screen.findByLabelText('Phone')).toHaveValue('+1 312 555 0163');
  });

  it('shows the seller read-only and Excellent as the default condition', async () => {
    mockServer();
    renderForm();

    expect(await screen.findByDisplayValue('Sam Lee')).toBe(screen.getByLabelText('Username'));
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('sam.lee@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Excellent' })).toBeChecked();
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(await screen.findByRole('option', { name: 'SUV' })).toBeInTheDocument();
  });

  it('shows "* required field" beside every required field left empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer();
    renderForm();
    await screen.findByDisplayValue('Sam Lee');

    await user.click(submitButton());

    for (const label of [
      'Phone',
      'Product name',
      'Photos',
      'Body type',
      'Make',
      'Model',
      'Year',
      'Mileage (miles)',
      'Fuel type',
      'Transmission',
      'Drivetrain',
      'Exterior color',
      'ZIP code',
      'Location',
      'Resale price ($)',
      'Original price ($)',
      'Purchase year',
      'Years of use',
    ]) {
      const input = screen.getByLabelText(label);
      expect(input, label).toHaveAttribute('aria-invalid', 'true');
      expect(input, label).toHaveAccessibleDescription(expect.stringContaining('* required field'));
    }
    expect(screen.getAllByText('* required field')).toHaveLength(18);
    expect(screen.getByLabelText('Description (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(callsOf(fetchMock)).not.toContain('POST /api/allCar');
  });

  it('checks the numbers with the server’s rules, beside each field', async () => {
    const user = userEvent.setup();
    mockServer();
    renderForm();
    await screen.findByDisplayValue('Sam Lee');

    await user.type(screen.getByLabelText('Resale price ($)'), '0');
    await user.type(screen.getByLabelText('Original price ($)'), '99.5');
    await user.type(screen.getByLabelText('Purchase year'), String(thisYear - 8));
    await user.type(screen.getByLabelText('Years of use'), '9');
    await user.click(submitButton());

    expect(screen.getByLabelText('Resale price ($)')).toHaveAccessibleDescription(
      expect.stringContaining('Resale price must be more than 0'),
    );
    expect(screen.getByLabelText('Original price ($)')).toHaveAccessibleDescription(
      expect.stringContaining('Original price must be whole dollars'),
    );
    expect(screen.getByLabelText('Years of use')).toHaveAccessibleDescription(
      "Years of use cannot be more than the car's age (8 years).",
    );
    expect(screen.getByLabelText('Purchase year')).not.toHaveAttribute('aria-invalid');

    // Fixing a field clears its message.
    await user.clear(screen.getByLabelText('Years of use'));
    await user.type(screen.getByLabelText('Years of use'), '8');
    expect(screen.getByLabelText('Years of use')).not.toHaveAttribute('aria-invalid');
  });

  it('fills the vehicle fields from a typed VIN, each still editable, and says why a VIN cannot be right', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer({
      '/api/vin/1HGCM82633A004352': jsonResponse({
        vin: '1HGCM82633A004352',
        make: 'Honda',
        modelName: 'Accord',
        year: 2003,
        trim: 'EX-V6',
        bodyType: 'Coupe',
        fuelType: 'gasoline',
        transmission: 'automatic',
        drivetrain: null,
        doors: 2,
      }),
      '/api/vin/JTDKN3DU6A0123456': jsonResponse({
        vin: 'JTDKN3DU6A0123456',
        make: 'Toyota',
        modelName: 'Prius',
        year: 2010,
        trim: null,
        bodyType: null,
        fuelType: 'hybrid',
        transmission: null,
        drivetrain: 'FWD',
        doors: null,
      }),
    });
    renderForm();
    await screen.findByDisplayValue('Sam Lee');
    await screen.findByRole('option', { name: 'Coupe' });

    await user.type(screen.getByLabelText('VIN (optional)'), '1HGCM82633A004353');
    expect(await screen.findByText(/fails its check digit/)).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.includes('/api/vin/'))).toBe(false);

    await user.clear(screen.getByLabelText('VIN (optional)'));
    await user.type(screen.getByLabelText('VIN (optional)'), '1hgcm82633a004352');
    expect(await screen.findByText('Filled in from the VIN: 2003 Honda Accord EX-V6.')).toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toHaveValue('Honda');
    expect(screen.getByLabelText('Model')).toHaveValue('Accord');
    expect(screen.getByLabelText('Year')).toHaveValue('2003');
    expect(screen.getByLabelText('Trim (optional)')).toHaveValue('EX-V6');
    expect(screen.getByLabelText('Fuel type')).toHaveValue('gasoline');
    expect(screen.getByLabelText('Body type')).toHaveValue('Coupe');
    expect(screen.getByLabelText('Drivetrain')).toHaveValue('');
    expect(screen.getByLabelText('Transmission')).toHaveValue('automatic');
    expect(screen.getByLabelText('Product name')).toHaveValue('2003 Honda Accord EX-V6');

    // Another VIN replaces the name it suggested; a name the seller typed stays.
    await user.clear(screen.getByLabelText('VIN (optional)'));
    await user.type(screen.getByLabelText('VIN (optional)'), 'JTDKN3DU6A0123456');
    expect(await screen.findByText('Filled in from the VIN: 2010 Toyota Prius.')).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('2010 Toyota Prius');
    expect(screen.getByLabelText('Drivetrain')).toHaveValue('FWD');
    await user.clear(screen.getByLabelText('Product name'));
    await user.type(screen.getByLabelText('Product name'), 'My trusty Accord');
    await user.clear(screen.getByLabelText('VIN (optional)'));
    await user.type(screen.getByLabelText('VIN (optional)'), '1HGCM82633A004352');
    expect(await screen.findByText('Filled in from the VIN: 2003 Honda Accord EX-V6.')).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('My trusty Accord');

    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2004');
    expect(screen.getByLabelText('Year')).toHaveValue('2004');
  });

  it('uploads the photo when it is picked, with a preview and a progress bar, and keeps Add product disabled meanwhile', async () => {
    const user = userEvent.setup();
    mockServer();
    const sent = mockXhr();
    renderForm();
    await screen.findByDisplayValue('Sam Lee');

    const upload = await pickPhoto(user, sent);

    expect(upload.url).toBe('/api/upload');
    expect(upload.headers.authorization).toBe('Bearer token-1');
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Preview of photo 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByText('Uploading 1 photo…')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    upload.progress(300, 1000);
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 1' })).toHaveAttribute('value', '30');

    upload.respond(200, { id: 'photo-1', data: { url: uploadedUrl } });

    expect(await screen.findByText('1 photo uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload of photo 1' })).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('uploads several photos at once, each with its progress; the seller orders them, picks the cover and removes one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer({
      '/api/allCar': jsonResponse({ acknowledged: true, insertedId: 'car-1' }),
    });
    const sent = mockXhr();
    renderForm();
    await screen.findByDisplayValue('Sam Lee');

    await user.upload(photoInput(), [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'side.jpg', { type: 'image/jpeg' }),
      new File(['c'], 'back.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => expect(sent).toHaveLength(3));
    sent[1]!.progress(500, 1000);
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 2' })).toHaveAttribute('value', '50');
    expect(screen.getByText('Uploading 3 photos…')).toBeInTheDocument();
    sent.forEach((upload, index) =>
      upload.respond(200, { id: `p${index}`, data: { url: `/uploads/cars/p${index}-640.webp` } }),
    );
    expect(await screen.findByText('3 photos uploaded.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await fillCar(user);
    await user.click(submitButton());

    await screen.findByRole('dialog', { name: 'product is successfully added' });
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/allCar')!;
    expect(bodyOf(call)).toMatchObject({
      image: '/uploads/cars/p0-640.webp',
      images: ['/uploads/cars/p0-640.webp', '/uploads/cars/p2-640.webp'],
    });
  });

  it('shows an upload’s refusal beside the photo field', async () => {
    const user = userEvent.setup();
    mockServer();
    const sent = mockXhr();
    renderForm();
    await screen.findByDisplayValue('Sam Lee');

    const upload = await pickPhoto(user, sent);
    upload.respond(415, {
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG and WebP photos can be uploaded.',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only JPEG, PNG and WebP photos can be uploaded.',
    );
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(photoInput()).toHaveAccessibleDescription(
      expect.stringContaining('Only JPEG, PNG and WebP photos can be uploaded.'),
    );
    expect(submitButton()).toBeEnabled();
  });

  it('posts the car with numbers as numbers and the upload’s URL, then confirms and goes to My products', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer({
      '/api/allCar': jsonResponse({ acknowledged: true, insertedId: 'car-1' }),
    });
    const sent = mockXhr();
    const { router } = renderForm();
    await screen.findByDisplayValue('Sam Lee');

    const upload = await pickPhoto(user, sent);
    upload.respond(200, { id: 'photo-1', data: { url: uploadedUrl } });
    await fillCar(user);
    await user.type(screen.getByLabelText('Description (optional)'), 'One owner, full service history.');
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'product is successfully added' });
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/allCar')!;
    expect(bodyOf(call)).toEqual({
      productName: '2018 Toyota Camry SE',
      image: uploadedUrl,
      images: [uploadedUrl],
      model: 'Sedan',
      location: 'Austin, TX',
      resalePrice: 12500,
      originalPrice: 24000,
      useYear: 3,
      purchaseYear: 2018,
      conditionType: 'Good',
      description: 'One owner, full service history.',
      phone: '+1 512 555 0100',
      make: 'Toyota',
      modelName: 'Camry',
      year: 2018,
      mileage: 61200,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      exteriorColor: 'white',
      zip: '78701',
    });
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    expect(router.state.location.pathname).toBe('/dashboard/addProduct');

    await user.click(ok);

    expect(await screen.findByText('My products page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/myProducts');
  });

  it('shows the server’s refusal above the button and stays on the form', async () => {
    const user = userEvent.setup();
    mockServer({
      '/api/allCar': jsonResponse(
        {
          error: 'BAD_REQUEST',
          message: 'Please upload the photo again: it was not found, has expired or is already used.',
        },
        400,
      ),
    });
    const sent = mockXhr();
    renderForm();
    await screen.findByDisplayValue('Sam Lee');

    const upload = await pickPhoto(user, sent);
    upload.respond(200, { id: 'photo-1', data: { url: uploadedUrl } });
    await fillCar(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The car was not added. Please upload the photo again: it was not found, has expired or is already used.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('starts from a valuation\'s "List it" and shows the guidance for the price as it changes', async () => {
    const user = userEvent.setup();
    mockServer({
      '/api/valuation': jsonResponse({
        vin: null,
        make: 'Honda',
        modelName: 'Accord',
        year: 2003,
        mileage: 90_000,
        zip: '78701',
        location: 'Austin, TX',
        bodyType: null,
        expectedPrice: 4_200,
        low: 3_900,
        high: 4_650,
        comparables: 7,
        method: 'same-model',
        daysToSell: 31,
        bands: { great: 3_782, good: 4_076, fair: 4_325, high: 4_622 },
        message: null,
      }),
    });
    const prefill = listingPrefill(
      new URLSearchParams('make=Honda&modelName=Accord&year=2003&mileage=90000&zip=78701&price=4200&other=x'),
    );
    renderWithProviders(<AddProductForm prefill={prefill} />, { path: '/dashboard/addProduct' });

    expect(await screen.findByLabelText('Make')).toHaveValue('Honda');
    expect(screen.getByLabelText('Model')).toHaveValue('Accord');
    expect(screen.getByLabelText('Year')).toHaveValue('2003');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('78701');
    const price = screen.getByLabelText('Resale price ($)');
    expect(price).toHaveValue('4200');
    expect(await screen.findByText(/buyers would see/)).toHaveTextContent('Fair price');
    await user.clear(price);
    await user.type(price, '3,700');
    expect(screen.getByText(/buyers would see/)).toHaveTextContent('Great deal ($500 below expected)');
  });
});
