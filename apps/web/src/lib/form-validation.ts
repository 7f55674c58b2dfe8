import { z } from 'zod';

/** The message of every required field left empty (specification section 5). */
export const requiredMessage = '* required field';

/** A required text field: the specification's message when left empty, then the contract's own rule for it. */
export function required<Rule extends z.ZodType<unknown, string>>(rule: Rule) {
  return z.string().trim().min(1, { error: requiredMessage }).pipe(rule);
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type Validation<Values, Field extends string> =
  { success: true; data: Values } | { success: false; errors: FieldErrors<Field> };

/**
 * Parses a form's values with `schema` and keeps the first message per field. Messages of the required check are
 * shown as they are; the contract's rule messages ("must be at most 80 characters") get the field's label in front,
 * unless `labels` is null because the contract's messages name their field already ("Resale price must be ...").
 */
export function validateForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  values: Record<Field, string>,
  labels: Record<Field, string> | null,
  requiredMessage: string,
): Validation<z.output<Schema>, Field> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (errors[field] !== undefined) continue;
    errors[field] =
      issue.message === requiredMessage || !labels ? issue.message : `${labels[field]} ${issue.message}`;
  }
  return { success: false, errors };
}
