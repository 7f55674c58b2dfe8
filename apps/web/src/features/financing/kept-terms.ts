import { financingTerms, type FinancingTerms } from '@second-gear/contract';
import { useMemo, useSyncExternalStore } from 'react';

const storageKey = 'second-gear.financing';
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What a page drawn on the server knows of the device: nothing, so it is drawn with the defaults. */
const onServer = () => null;

/** The calculator's last choices on this device, or undefined (none, or unreadable: storage is the visitor's). */
export function useDeviceTerms(): FinancingTerms | undefined {
  const raw = useSyncExternalStore(subscribe, readRaw, onServer);
  return useMemo(() => {
    if (raw === null) return undefined;
    try {
      const parsed = financingTerms.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }, [raw]);
}

/** Keeps the choices on this device; a browser refusing storage (private mode, full) just forgets them. */
export function keepDeviceTerms(terms: FinancingTerms): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(terms));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}
