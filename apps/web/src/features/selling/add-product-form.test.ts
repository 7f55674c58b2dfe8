import { describe, expect, it } from 'vitest';
import { validateAddProduct, type AddProductFormValues } from './add-product-form';

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
};

const errorsOf = (values: Partial<AddProductFormValues>) => {
  const result = validateAddProduct({ ...filled, ...values }, 2026);
  return result.success ? {} : result.errors;
};

describe('validateAddProduct', () => {
  it('turns the typed text into the body the server takes, numbers as numbers', () => {
    expect(validateAddProduct(filled, 2026)).toEqual({
      success: true,
      data: { ...filled, resalePrice: 12500, originalPrice: 24000, useYear: 3, purchaseYear: 2018 },
    });
  });

  it('asks for every required field with "* required field", but not for the description', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) as AddProductFormValues;
    const result = validateAddProduct({ ...empty, conditionType: 'Excellent' }, 2026);

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
      },
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
