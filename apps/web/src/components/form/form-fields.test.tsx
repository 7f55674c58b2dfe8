import { emailAddress } from '@second-gear/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EmailField, PasswordConfirmationField, PasswordField, PriceField } from './form-fields';
import { required, requiredNumber, withConfirmation } from './form-rules';
import { useContractForm } from './use-contract-form';
import { setPageLanguage } from '../../lib/i18n';

const accountForm = withConfirmation({
  email: required(emailAddress),
  price: requiredNumber(z.number().int({ error: 'Price must be whole dollars' })),
});
const labels = {
  email: 'Email',
  price: 'Price',
  password: 'Password',
  confirmation: 'Repeat the new password',
};

function AccountForm({ onValid }: { onValid: (values: z.output<typeof accountForm>) => void }) {
  const { control, handleSubmit } = useContractForm(
    accountForm,
    { email: '', price: '', password: '', confirmation: '' },
    labels,
  );
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <EmailField control={control} name="email" />
      <PriceField control={control} name="price" label="Price" />
      <PasswordField control={control} name="password" purpose="new" />
      <PasswordConfirmationField control={control} name="confirmation" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('shared form fields', () => {
  it('say "* required field" beside each empty field after a submit, and focus the first', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<AccountForm onValid={onValid} />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    for (const label of ['Email', 'Price ($)', 'Repeat the new password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('* required field');
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '8 to 128 characters. * required field',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('name the field in a rule’s message, follow the person’s fixes, and hand over the parsed values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<AccountForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'sam');
    await user.type(screen.getByLabelText('Price ($)'), '12,500');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be an e-mail address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '8 to 128 characters. Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Price ($)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), '@example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'Repeat the new password must match the new password',
    );
    expect(screen.getByLabelText('Repeat the new password')).toHaveFocus();

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      { email: 'sam@example.com', price: 12500, password: 'long enough', confirmation: 'long enough' },
      expect.anything(),
    );
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('say the contract’s refusals in Spanish, named by the field’s own label', async () => {
      setPageLanguage('es');
      const user = userEvent.setup();
      const spanishLabels = {
        email: 'Correo',
        price: 'Precio',
        password: 'Contraseña',
        confirmation: 'Repita',
      };
      function SpanishForm() {
        const { control, handleSubmit } = useContractForm(
          withConfirmation({
            email: required(emailAddress),
            price: requiredNumber(z.number().max(150000, 'Price must be at most $150,000')),
          }),
          { email: '', price: '', password: '', confirmation: '' },
          spanishLabels,
        );
        return (
          <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
            <EmailField control={control} name="email" label="Correo" />
            <PriceField control={control} name="price" label="Precio" />
            <PasswordField control={control} name="password" purpose="new" />
            <PasswordConfirmationField control={control} name="confirmation" />
            <button type="submit">Guardar</button>
          </form>
        );
      }
      await act(async () => {
        render(
          <Suspense fallback={null}>
            <SpanishForm />
          </Suspense>,
        );
      });

      await user.click(await screen.findByRole('button', { name: 'Guardar' }));
      expect(screen.getByLabelText('Correo')).toHaveAccessibleDescription('* campo obligatorio');

      await user.type(screen.getByLabelText('Correo'), 'sam');
      await user.type(screen.getByLabelText('Precio ($)'), '200,000');
      await user.type(screen.getByLabelText('Contraseña'), 'short');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));

      expect(screen.getByLabelText('Correo')).toHaveAccessibleDescription(
        'Correo debe ser una dirección de correo electrónico',
      );
      expect(screen.getByLabelText('Precio ($)')).toHaveAccessibleDescription(
        'Precio no puede superar $150,000',
      );
      expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
        'De 8 a 128 caracteres. Contraseña debe tener al menos 8 caracteres',
      );
      expect(screen.getByLabelText('Repita la nueva contraseña')).toHaveAccessibleDescription(
        '* campo obligatorio',
      );
    });
  });
});
