import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requiredMessage } from './form-rules';
import { validationText } from './validation';

/**
 * The zod resolver on a form's schema. With `labels`, a contract's rule message ("must be at most 80 characters")
 * gets the field's label in front; the required message is shown as it is. Without, the schema's messages name
 * their field already ("Resale price must be ..."), and the field shows them in the page's language (validation.ts).
 */
export function formResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  labels?: Readonly<Record<keyof z.input<Schema>, string>>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema);
  if (!labels) return resolve;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      const message = error?.message;
      if (!error || typeof message !== 'string') continue;
      const label = labels[field as keyof z.input<Schema>];
      // The label names the field; on a Spanish page the whole refusal is said in Spanish.
      error.message = validationText(message === requiredMessage ? message : `${label} ${message}`, label);
    }
    return result;
  };
}
