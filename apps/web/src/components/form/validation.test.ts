import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../lib/i18n';
import { validationText } from './validation';

describe('validationText', () => {
  beforeAll(() => loadCatalogues('es'));
  afterEach(() => setPageLanguage('en'));

  it('leaves every message as it is on an English page', () => {
    expect(validationText('Resale price must be more than 0', 'Resale price ($)')).toBe(
      'Resale price must be more than 0',
    );
  });

  it('says the contract’s rules in Spanish, naming the field by its label without its unit', () => {
    setPageLanguage('es');
    expect(validationText('Resale price must be more than 0', 'Precio de reventa ($)')).toBe(
      'Precio de reventa debe ser mayor que 0',
    );
    expect(validationText('priceMin must be a whole number, such as 15000', 'Precio mínimo')).toBe(
      'Precio mínimo debe ser un número entero, como 15000',
    );
    expect(validationText('must be at most 80 characters')).toBe('debe tener como máximo 80 caracteres');
    expect(validationText("Years of use cannot be more than the car's age (1 year).")).toBe(
      'Los años de uso no pueden superar la antigüedad del auto (1 año).',
    );
    expect(validationText('A VIN has 17 characters; this one has 12.')).toBe(
      'Un VIN tiene 17 caracteres; este tiene 12.',
    );
  });

  it('shows a message it does not know as it is', () => {
    setPageLanguage('es');
    expect(validationText('The seller is away this week.', 'Mensaje')).toBe('The seller is away this week.');
  });
});
