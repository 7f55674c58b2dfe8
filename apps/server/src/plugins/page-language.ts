import { isLanguage, languageFromHeader, languageParameter, type Language } from '@second-gear/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The language a signed-in person chose and keeps with their account, read from their request's session. */
export type ChosenLanguage = (request: FastifyRequest) => Promise<Language | null>;

const languageCookie = new RegExp(`(?:^|;\\s*)${languageParameter}=([a-z]{2})(?:;|$)`);
const oneYear = 365 * 24 * 60 * 60;

function fromAddress(request: FastifyRequest): Language | undefined {
  const query = request.url.split('?')[1];
  const asked = query === undefined ? null : new URLSearchParams(query).get(languageParameter);
  return isLanguage(asked) ? asked : undefined;
}

function fromCookie(request: FastifyRequest): Language | undefined {
  const kept = languageCookie.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(kept) ? kept : undefined;
}

/**
 * The language a page is drawn in (docs/decisions/0080): the address's `?lang=` (a switch, kept in a cookie from
 * then on), else the cookie, else the language a signed-in person keeps with their account (kept in the cookie too,
 * so it is looked up once per device), else the first of ours the browser names in Accept-Language.
 */
export async function pageLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  chosenLanguage: ChosenLanguage | undefined,
): Promise<Language> {
  const switched = fromAddress(request);
  const kept = fromCookie(request);
  const chosen =
    switched ??
    kept ??
    (request.headers.cookie?.includes('session_token') ? await chosenLanguage?.(request) : null);
  if (chosen && chosen !== kept) {
    reply.header('set-cookie', `${languageParameter}=${chosen}; Path=/; Max-Age=${oneYear}; SameSite=Lax`);
  }
  // The same address answers in another language for another cookie or browser.
  reply.header('vary', 'cookie, accept-language');
  return chosen ?? languageFromHeader(request.headers['accept-language']);
}

/** `document` (one of the build's, written `<html lang="en">`) speaking `language`. */
export function inLanguage(document: string, language: Language): string {
  return document.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
}
