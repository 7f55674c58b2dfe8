import { carAgeProblem, modelYearProblem, newCar } from '@second-gear/contract';
import { z } from 'zod';
import { chosen, required, requiredNumber } from '../../components/form/form-rules';

const fields = z.object({
  productName: required(newCar.shape.productName),
  image: chosen(newCar.shape.image),
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
  fuelType: chosen(newCar.shape.fuelType),
  transmission: chosen(newCar.shape.transmission),
  drivetrain: chosen(newCar.shape.drivetrain),
  exteriorColor: chosen(newCar.shape.exteriorColor),
  zip: required(newCar.shape.zip),
});

/** The purchase year and years of use as typed, judged against `thisYear` once both are valid, as the server does. */
const ageAgainst = (thisYear: number) =>
  fields.pick({ purchaseYear: true, useYear: true }).superRefine((car, context) => {
    const age = carAgeProblem(car.purchaseYear, car.useYear, thisYear);
    if (age) context.addIssue({ code: 'custom', path: [age.field], message: age.message, input: car });
  });

/** The model year as typed, judged against next year once it is valid. */
const modelYearAgainst = (thisYear: number) =>
  fields.pick({ year: true }).superRefine((car, context) => {
    const tooNew = modelYearProblem(car.year, thisYear);
    if (tooNew) context.addIssue({ code: 'custom', path: ['year'], message: tooNew, input: car });
  });

/**
 * The add-product form: the contract's `newCar` rules on the text the seller typed, so both check alike, and the
 * car's age and model year against this year, each judged even while other fields are still wrong.
 */
export function addProductForm(thisYear: number = new Date().getFullYear()) {
  return z.intersection(z.intersection(fields, ageAgainst(thisYear)), modelYearAgainst(thisYear));
}
export type AddProductForm = z.output<typeof fields>;
export type AddProductFormValues = z.input<typeof fields>;

/** What /value-my-car's "List it" carries in the address: the car valued, and its expected price as the price. */
const prefilled = ['vin', 'make', 'modelName', 'year', 'mileage', 'zip'] as const;

/** The form's starting values from the address (`?make=…&price=…`): only the fields it carries, as text. */
export function listingPrefill(params: URLSearchParams): Partial<AddProductFormValues> {
  const values: Partial<AddProductFormValues> = {};
  for (const name of prefilled) {
    const value = params.get(name);
    if (value) values[name] = value;
  }
  const price = params.get('price');
  if (price) values.resalePrice = price;
  return values;
}
