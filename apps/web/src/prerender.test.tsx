import type { Language } from '@second-gear/contract';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { createAppRouter, firstPageLoaded } from './app/router';
import { loadCatalogues, setPageLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { renderFirstView } from './prerender';
import { sessionResponse } from './test/auth';
import { jsonResponse, mockFetch } from './test/fetch';
import { preferReducedMotion } from './test/media';

const heroPicture = 'img[src="/images/hero/small-1.webp"]';
const answers = {
  '/api/auth/get-session': sessionResponse(null),
  '/api/carModels': jsonResponse([{ _id: '1', model: 'Sedan', image: '/uploads/sedan-640.webp' }]),
  '/api/products/advertise': jsonResponse([]),
};

let root: Root | undefined;

afterEach(() => {
  setPageLanguage('en');
  root?.unmount();
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** Opens the home page's document as the build writes it, and lets React take it over as main.tsx does. */
async function openPrerenderedHome(language: Language = 'en') {
  const view = await renderFirstView('/', { language });
  // As main.tsx does with the document's language.
  setPageLanguage(language);
  await loadCatalogues(language);
  document.head.innerHTML = view.head;
  document.body.innerHTML = `<div id="root">${view.root}</div>`;
  const container = document.getElementById('root')!;
  const prerenderedHero = container.querySelector(heroPicture);

  const recoverableErrors: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await firstPageLoaded(router);
  await act(async () => {
    root = hydrateRoot(
      container,
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  return { view, container, prerenderedHero, recoverableErrors, consoleErrors };
}

describe('the prerendered home page', () => {
  it('shows the hero, the headings and the models loading, with the preloads of the hero picture', async () => {
    const view = await renderFirstView('/');

    expect(view.head).toContain('<title>Second Gear — Home</title>');
    expect(view.head).toContain('href="/images/hero/small-1.webp"');
    expect(view.head).toContain('href="/images/hero/wide-1.webp"');
    expect(view.root).toContain('Find your next car');
    expect(view.root).toContain('Browse Our Models');
    expect(view.root).toContain('aria-label="Loading car models"');
    expect(view.root).toContain('Got a car to sell?');
    expect(view.root).not.toContain('<title>');
  });

  it('is taken over by React as it stands, then comes alive', async () => {
    mockFetch(answers);

    const { container, prerenderedHero, recoverableErrors, consoleErrors } = await openPrerenderedHome();

    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(prerenderedHero).not.toBeNull();
    expect(container.querySelector(heroPicture)).toBe(prerenderedHero);
    expect(await screen.findByRole('link', { name: 'Sedan' })).toHaveAttribute('href', '/carModels/Sedan');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('is drawn in Spanish for a Spanish page, and taken over in Spanish as it stands', async () => {
    mockFetch(answers);

    const { view, recoverableErrors, consoleErrors } = await openPrerenderedHome('es');

    expect(view.root).toContain('Buscar un auto');
    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });

  it('pauses the hero for a visitor who asked for less motion, once React has taken over', async () => {
    mockFetch(answers);
    preferReducedMotion();

    const { recoverableErrors } = await openPrerenderedHome();

    expect(recoverableErrors).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });
});
