import { describe, expect, it } from 'vitest';
import { freeSlug, slugOf } from './dealer-slug.ts';
import { invitationState, mayInvite, mayRemove } from './staff-rules.ts';

describe("a dealership's slug", () => {
  it('is the name in lower-case words joined by hyphens', () => {
    expect(slugOf('  Main Street Motors ')).toBe('main-street-motors');
    expect(slugOf('Bäcker & Söhne Autohaus!!')).toBe('backer-and-sohne-autohaus');
    expect(slugOf('***')).toBe('dealer');
  });

  it('takes the next number on a clash, and never a word the paths use', () => {
    expect(freeSlug('acme', [])).toBe('acme');
    expect(freeSlug('acme', ['acme'])).toBe('acme-2');
    expect(freeSlug('acme', ['acme', 'acme-2', 'acme-3'])).toBe('acme-4');
    expect(freeSlug('mine', [])).toBe('mine-2');
  });
});

describe('staff rules', () => {
  it('lets an owner invite any role and a manager only sales staff', () => {
    expect(mayInvite('owner', 'owner')).toBe(true);
    expect(mayInvite('manager', 'sales')).toBe(true);
    expect(mayInvite('manager', 'manager')).toBe(false);
    expect(mayInvite('sales', 'sales')).toBe(false);
  });

  it('lets anyone leave, an owner remove anyone and a manager remove sales staff', () => {
    const person = (accountId: string, role: 'owner' | 'manager' | 'sales') => ({ accountId, role });
    expect(mayRemove(person('a', 'sales'), person('a', 'sales'))).toBe(true);
    expect(mayRemove(person('a', 'owner'), person('b', 'owner'))).toBe(true);
    expect(mayRemove(person('a', 'manager'), person('b', 'sales'))).toBe(true);
    expect(mayRemove(person('a', 'manager'), person('b', 'manager'))).toBe(false);
    expect(mayRemove(person('a', 'sales'), person('b', 'sales'))).toBe(false);
  });

  it('says an invitation is pending until it expires, and accepted once used', () => {
    const expiresAt = new Date('2026-03-08T12:00:00Z');
    expect(invitationState({ acceptedAt: null, expiresAt }, new Date('2026-03-08T11:59:59Z'))).toBe(
      'pending',
    );
    expect(invitationState({ acceptedAt: null, expiresAt }, expiresAt)).toBe('expired');
    expect(invitationState({ acceptedAt: new Date('2026-03-02T00:00:00Z'), expiresAt }, expiresAt)).toBe(
      'accepted',
    );
  });
});
