import { describe, expect, it } from 'vitest';
import { addProductForm, type AddProductFormValues } from './add-product-form';

const filled: AddProductFormValues = {
  productName: '2018 Toyota Camry SE',
  image: '/uploads/cars/photo-1-640.webp',
  location: 'Austin',
  model: 'Sedan',
  resalePrice: '12,500',
  originalPrice: '24000',
  useYear: '3',
  purchaseYear: '2018',
  conditionType: 'Excellent',
  description: '',
  phone: '+1 512 555 0100',
  vin: '',
  make: 'Toyota',
  modelName: 'Camry',
  trim: 'SE',
  year: '2018',
  mileage: '61,200',
  fuelType: 'gasoline',
  transmission: 'automatic',
  drivetrain: 'FWD',
  exteriorColor: 'white',
  zip: '78701',
};

/** The form's schema as its resolver reads it: the parsed car, or the first message per field. */
function validateAddProduct(values: AddProductFormValues, thisYear: number) {
  const parsed = addProductForm(thisYear).safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { success: false, errors };
}

const errorsOf = (values: Partial<AddProductFormValues>) => {
  const result = validateAddProduct({ ...filled, ...values }, 2026);
  return result.success ? {} : result.errors;
};

describe('addProductForm', () => {
  it('turns the typed text into the body the server takes, numbers as numbers', () => {
    expect(validateAddProduct(filled, 2026)).toEqual({
      success: true,
      data: {
        ...filled,
        resalePrice: 12500,
        originalPrice: 24000,
        useYear: 3,
        purchaseYear: 2018,
        year: 2018,
        mileage: 61200,
        vin: undefined,
        trim: 'SE',
      },
    });
  });

  it('asks for every required field with "* required field", but not for the description', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) as AddProductFormValues;
    const result = validateAddProduct({ ...empty, conditionType: 'Excellent' }, 2026);
    const vehicleRequired = [
      'make',
      'modelName',
      'year',
      'mileage',
      'fuelType',
      'transmission',
      'drivetrain',
    ];

    expect(result).toEqual({
      success: false,
      errors: {
        productName: '* required field',
        image: '* required field',
        location: '* required field',
        model: '* required field',
        resalePrice: '* required field',
        originalPrice: '* required field',
        useYear: '* required field',
        purchaseYear: '* required field',
        phone: '* required field',
        ...Object.fromEntries(
          [...vehicleRequired, 'exteriorColor', 'zip'].map((field) => [field, '* required field']),
        ),
      },
    });
  });

  it('checks the vehicle data with the contract’s rules, the model year against next year', () => {
    expect(errorsOf({ year: '2028' })).toEqual({ year: 'Year cannot be later than 2027.' });
    expect(errorsOf({ year: '2027' })).toEqual({});
    expect(errorsOf({ mileage: '2,000,001' })).toEqual({
      mileage: 'Mileage must be at most 2,000,000 miles',
    });
    expect(errorsOf({ zip: '9021' })).toEqual({ zip: 'ZIP code must be five digits, such as 90210' });
    expect(errorsOf({ vin: '1HGCM82633A004353' })).toEqual({
      vin: 'This VIN fails its check digit (the 9th character): one of its characters is mistyped.',
    });
    expect(validateAddProduct({ ...filled, vin: '1hgcm826-33a004352' }, 2026)).toMatchObject({
      success: true,
      data: { vin: '1HGCM82633A004352' },
    });
  });

  it('checks numbers with the contract’s rules and messages', () => {
    expect(errorsOf({ resalePrice: '0' })).toEqual({ resalePrice: 'Resale price must be more than 0' });
    expect(errorsOf({ resalePrice: '12500.50' })).toEqual({
      resalePrice: 'Resale price must be whole dollars',
    });
    expect(errorsOf({ originalPrice: '10,000,001' })).toEqual({
      originalPrice: 'Original price must be at most $10,000,000',
    });
    expect(errorsOf({ originalPrice: '$20k' })).toEqual({ originalPrice: 'Original price must be a number' });
    expect(errorsOf({ useYear: '-1' })).toEqual({ useYear: 'Years of use cannot be negative' });
    expect(errorsOf({ purchaseYear: '1899' })).toEqual({
      purchaseYear: 'Purchase year must be 1900 or later',
    });
  });

  it('checks the purchase year and the years of use against this year, as the server does', () => {
    expect(errorsOf({ purchaseYear: '2027', useYear: '0' })).toEqual({
      purchaseYear: 'Purchase year cannot be later than 2026.',
    });
    expect(errorsOf({ purchaseYear: '2018', useYear: '9' })).toEqual({
      useYear: "Years of use cannot be more than the car's age (8 years).",
    });
    expect(errorsOf({ purchaseYear: '2025', useYear: '2' })).toEqual({
      useYear: "Years of use cannot be more than the car's age (1 year).",
    });
    expect(errorsOf({ purchaseYear: '2026', useYear: '0' })).toEqual({});
  });
});
