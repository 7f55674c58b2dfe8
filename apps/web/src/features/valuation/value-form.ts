import { mileage, modelYear, modelYearProblem, newCar, zipCode } from '@second-gear/contract';
import { z } from 'zod';
import { required, requiredMessage, requiredNumber } from '../../components/form/form-rules';

/**
 * The /value-my-car form: a VIN, or make, model and year; always mileage and ZIP code. The contract's rules on the
 * text typed, so the page and the server check alike.
 */
export function valueForm(thisYear: number = new Date().getFullYear()) {
  return z
    .object({
      vin: newCar.shape.vin,
      make: z.string().trim(),
      modelName: z.string().trim(),
      year: z.string().trim(),
      mileage: requiredNumber(mileage),
      zip: required(zipCode),
    })
    .superRefine((car, context) => {
      if (car.vin) return;
      for (const name of ['make', 'modelName'] as const)
        if (!car[name]) context.addIssue({ code: 'custom', path: [name], message: requiredMessage });
      if (!car.year) {
        context.addIssue({ code: 'custom', path: ['year'], message: requiredMessage });
        return;
      }
      const year = modelYear.safeParse(Number(car.year));
      const problem = year.success ? modelYearProblem(year.data, thisYear) : year.error.issues[0]!.message;
      if (problem) context.addIssue({ code: 'custom', path: ['year'], message: problem });
    });
}
export type ValueFormValues = z.input<ReturnType<typeof valueForm>>;
