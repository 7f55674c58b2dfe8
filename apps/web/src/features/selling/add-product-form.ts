import { carAgeProblem, modelYearProblem, newCar } from '@second-gear/contract';
import { z } from 'zod';
import { required, requiredMessage, validateForm, type Validation } from '../../lib/form-validation';

/** Digits, with thousands separators allowed ("12,500"); anything else is not a number. */
const numberText = /^-?\d+(\.\d+)?$/;
function toNumber(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return numberText.test(digits) ? Number(digits) : Number.NaN;
}

/** A number typed into a text box: required, then the contract's rule ("Resale price must be more than 0"). */
function requiredNumber<Rule extends z.ZodType<unknown, number>>(rule: Rule) {
  return z.string().trim().min(1, { error: requiredMessage }).transform(toNumber).pipe(rule);
}

/** The add-product form: the contract's `newCar` rules on the text the seller typed, so both check alike. */
export const addProductForm = z.object({
  productName: required(newCar.shape.productName),
  image: z.string().min(1, { error: requiredMessage }).pipe(newCar.shape.image),
  location: required(newCar.shape.location),
  model: required(newCar.shape.model),
  resalePrice: requiredNumber(newCar.shape.resalePrice),
  originalPrice: requiredNumber(newCar.shape.originalPrice),
  useYear: requiredNumber(newCar.shape.useYear),
  purchaseYear: requiredNumber(newCar.shape.purchaseYear),
  conditionType: newCar.shape.conditionType,
  description: newCar.shape.description,
  phone: required(newCar.shape.phone),
  vin: newCar.shape.vin,
  make: required(newCar.shape.make),
  modelName: required(newCar.shape.modelName),
  trim: newCar.shape.trim,
  year: requiredNumber(newCar.shape.year),
  mileage: requiredNumber(newCar.shape.mileage),
  fuelType: z.string().min(1, { error: requiredMessage }).pipe(newCar.shape.fuelType),
  transmission: z.string().min(1, { error: requiredMessage }).pipe(newCar.shape.transmission),
  drivetrain: z.string().min(1, { error: requiredMessage }).pipe(newCar.shape.drivetrain),
  exteriorColor: z.string().min(1, { error: requiredMessage }).pipe(newCar.shape.exteriorColor),
  zip: required(newCar.shape.zip),
});
export type AddProductForm = z.output<typeof addProductForm>;
export type AddProductFormValues = Record<keyof z.input<typeof addProductForm>, string>;
type Field = keyof AddProductFormValues;

/** Checks the form as the server will: the contract's rules per field, then the car's age against this year. */
export function validateAddProduct(
  values: AddProductFormValues,
  thisYear: number = new Date().getFullYear(),
): Validation<AddProductForm, Field> {
  const result = validateForm(addProductForm, values, null, requiredMessage);
  const years = addProductForm.pick({ purchaseYear: true, useYear: true }).safeParse(values);
  const problem = years.success
    ? carAgeProblem(years.data.purchaseYear, years.data.useYear, thisYear)
    : undefined;
  const modelYear = addProductForm.shape.year.safeParse(values.year);
  const yearProblem = modelYear.success ? modelYearProblem(modelYear.data, thisYear) : undefined;
  if (!problem && !yearProblem) return result;
  return {
    success: false,
    errors: {
      ...(result.success ? {} : result.errors),
      ...(problem ? { [problem.field]: problem.message } : {}),
      ...(yearProblem ? { year: yearProblem } : {}),
    },
  };
}
