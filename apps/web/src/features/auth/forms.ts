import { accountStatus, emailAddress, newAccount } from '@second-gear/contract';
import { z } from 'zod';
import { newPassword, required, requiredMessage, withConfirmation } from '../../components/form/form-rules';
import { authCatalogue } from './i18n';

type AuthText = Parameters<typeof authCatalogue.t>[0];

/**
 * A form's field names, put in front of a rule's message: read from the catalogue each time a message is shown (in
 * the page's language), never when this module loads.
 */
function fieldLabels<const Fields extends Record<string, AuthText>>(
  keys: Fields,
): Readonly<Record<keyof Fields, string>> {
  const labels = {} as Record<keyof Fields, string>;
  for (const [field, key] of Object.entries(keys)) {
    Object.defineProperty(labels, field, { enumerable: true, get: () => authCatalogue.t(key) });
  }
  return labels;
}

export const loginForm = z.object({
  email: required(emailAddress),
  password: z.string().min(1, { error: requiredMessage }),
});
export const loginLabels = fieldLabels({ email: 'field.email', password: 'field.password' });

export const signUpForm = z.object({
  username: required(newAccount.shape.username),
  email: required(emailAddress),
  password: newPassword,
  phone: required(newAccount.shape.phone.unwrap()),
  location: required(newAccount.shape.location.unwrap()),
  accountStatus,
});
export type SignUpForm = z.output<typeof signUpForm>;
export const signUpLabels = fieldLabels({
  username: 'field.username',
  email: 'field.email',
  password: 'field.password',
  phone: 'field.phone',
  location: 'field.location',
  accountStatus: 'field.accountStatus',
});

export const forgotPasswordForm = z.object({ email: required(emailAddress) });
export const forgotPasswordLabels = fieldLabels({ email: 'field.email' });

export const resetPasswordForm = withConfirmation({});
export const resetPasswordLabels = fieldLabels({
  password: 'field.newPassword',
  confirmation: 'field.confirmation',
});

export const changePasswordForm = withConfirmation({
  currentPassword: z.string().min(1, { error: requiredMessage }),
});
export const changePasswordLabels = fieldLabels({
  currentPassword: 'field.currentPassword',
  password: 'field.newPassword',
  confirmation: 'field.confirmation',
});

/** A new sign-in address: the contract's rule, with the sentence the settings page has always said. */
export const changeEmailForm = z.object({
  newEmail: z
    .string()
    .trim()
    .pipe(z.email({ error: () => authCatalogue.t('changeEmail.invalid') }))
    .pipe(emailAddress),
});
