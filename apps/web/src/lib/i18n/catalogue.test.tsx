import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineCatalogue, loadCatalogues, useT } from './catalogue';
import { setPageLanguage } from './language';

const english = {
  found: '{count, plural, =0 {No cars found} one {# car found} other {# cars found}}',
  terms: 'Read our <link>terms</link>, {name}.',
  only: 'Only in English',
};
const spanish = {
  found: '{count, plural, =0 {Ningún auto} one {# auto encontrado} other {# autos encontrados}}',
  terms: 'Lea nuestros <link>términos</link>, {name}.',
};

function Found({ count }: { count: number }) {
  const t = useT(catalogue);
  return (
    <p>
      {t('found', { count })}{' '}
      {t.rich('terms', { name: 'Ana', link: (chunks) => <a href="/terms">{chunks}</a> })}
    </p>
  );
}

let spanishLoads = 0;
const catalogue = defineCatalogue('catalogue-test', english, () => {
  spanishLoads += 1;
  return Promise.resolve({ default: spanish });
});

afterEach(() => setPageLanguage('en'));

describe('a catalogue', () => {
  it('speaks English with ICU plurals and tags drawn as elements', () => {
    render(<Found count={1200} />);
    expect(screen.getByText(/1,200 cars found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  });

  it('in a Spanish page waits for the Spanish texts once, then speaks Spanish', async () => {
    setPageLanguage('es');
    // React retries a suspended render inside act only when the act is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Found count={1} />
        </Suspense>,
      );
    });
    expect(await screen.findByText(/1 auto encontrado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'términos' })).toBeInTheDocument();
    expect(spanishLoads).toBe(1);
  });

  it('falls back to English for a text the Spanish catalogue lacks', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    expect(catalogue.t('only')).toBe('Only in English');
  });
});
