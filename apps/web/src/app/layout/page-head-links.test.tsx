import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionResponse } from '../../test/auth';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { canonicalAddress } from './canonical-address';

const headLinks = () => ({
  canonical: document.head.querySelectorAll('link[rel="canonical"]'),
  alternates: Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  ),
});

describe('the head of a public page', () => {
  it('has one canonical address without tracking tags, and the page in English, Spanish and by default', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderApp('/blog?utm_source=newsletter&fbclid=abc');
    await screen.findByRole('heading', { level: 1, name: 'You may want to know' });

    const { canonical, alternates } = headLinks();
    expect([...canonical].map((link) => link.getAttribute('href'))).toEqual([`${location.origin}/blog`]);
    expect(alternates).toEqual({
      en: `${location.origin}/blog?lang=en`,
      es: `${location.origin}/blog?lang=es`,
      'x-default': `${location.origin}/blog`,
    });
  });

  it('is canonical in the language its address asks for', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderApp('/blog?lang=es');
    await screen.findByRole('heading', { level: 1, name: 'You may want to know' });

    expect(headLinks().canonical[0]).toHaveAttribute('href', `${location.origin}/blog?lang=es`);
  });

  it('has none on the page of an address no page has', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1 });

    expect(headLinks().canonical).toHaveLength(0);
  });
});

describe('canonicalAddress', () => {
  it('gives the home page one address', () => {
    expect(canonicalAddress('/home', '?ref=mail')).toEqual({ path: '/', query: '' });
    expect(canonicalAddress('/', '')).toEqual({ path: '/', query: '' });
  });

  it("keeps a search's filters in the app's order, without its sort, page size or tracking", () => {
    expect(
      canonicalAddress('/cars', '?yearMin=2018&utm_source=x&sort=price_asc&make=Ford&limit=48&lang=es'),
    ).toEqual({
      path: '/cars',
      query: 'make=Ford&yearMin=2018',
    });
  });

  it("drops every other page's query, and a trailing slash", () => {
    expect(canonicalAddress('/dealers/hill-motors/', '?make=Ford')).toEqual({
      path: '/dealers/hill-motors',
      query: '',
    });
    expect(canonicalAddress('/sellers/seller-1', '?page=2')).toEqual({
      path: '/sellers/seller-1',
      query: '',
    });
  });
});
