import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from './form-resolver';

/**
 * A form checked by a contract schema: messages show after a submit and follow the person as they fix a field, and a
 * refused submit focuses the first field in error (each field's ref, given by the shared form fields).
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  labels?: Readonly<Record<keyof z.input<Schema>, string>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: formResolver(schema, labels),
    defaultValues,
  });
}
