import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { QuestionCard } from './question-card';

afterEach(() => setPageLanguage('en'));

describe('QuestionCard', () => {
  it('asks and answers in English, three paragraphs', () => {
    render(<QuestionCard question={{ id: 'unit-tests' }} />);
    expect(
      screen.getByRole('heading', { name: 'What are unit tests and why should we write them?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/./, { selector: 'p' })).toHaveLength(3);
  });

  it('asks and answers in Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await act(async () => {
      render(<QuestionCard question={{ id: 'unit-tests' }} />);
    });
    expect(
      await screen.findByRole('heading', {
        name: '¿Qué son las pruebas unitarias y por qué deberíamos escribirlas?',
      }),
    ).toBeInTheDocument();
  });
});
