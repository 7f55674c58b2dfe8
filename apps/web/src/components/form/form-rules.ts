import { passwordRules } from '@second-gear/contract';
import { z } from 'zod';

/** The message of every required field left empty (specification section 5). */
export const requiredMessage = '* required field';

/** A required text field: the specification's message when left empty, then the contract's own rule for it. */
export function required<Rule extends z.ZodType<unknown, string>>(rule: Rule) {
  return z.string().trim().min(1, { error: requiredMessage }).pipe(rule);
}

/** A required choice (a select or an upload's address): not trimmed, as nobody types it. */
export function chosen<Rule extends z.ZodType<unknown, string>>(rule: Rule) {
  return z.string().min(1, { error: requiredMessage }).pipe(rule);
}

/** Digits, with thousands separators allowed ("12,500"); anything else is not a number. */
const numberText = /^-?\d+(\.\d+)?$/;
function toNumber(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return numberText.test(digits) ? Number(digits) : Number.NaN;
}

/** A number typed into a text box: required, then the contract's rule ("Resale price must be more than 0"). */
export function requiredNumber<Rule extends z.ZodType<unknown, number>>(rule: Rule) {
  return z.string().trim().min(1, { error: requiredMessage }).transform(toNumber).pipe(rule);
}

/** A password being chosen: required, then the contract's length rules. */
export const newPassword = z
  .string()
  .min(1, { error: requiredMessage })
  .min(passwordRules.min, { error: `must be at least ${passwordRules.min} characters` })
  .max(passwordRules.max, { error: `must be at most ${passwordRules.max} characters` });

/** The new password typed twice: `confirmation` must repeat `password`. */
export function withConfirmation<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({ ...shape, password: newPassword, confirmation: z.string().min(1, { error: requiredMessage }) })
    .refine(
      (values) => {
        const typed = values as { password: string; confirmation: string };
        return typed.password === typed.confirmation;
      },
      {
        path: ['confirmation'],
        error: 'must match the new password',
      },
    );
}
