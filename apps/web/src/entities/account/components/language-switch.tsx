import { languageParameter, languages, type Language } from '@second-gear/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { messageOf } from '../../../lib/api-error';
import { pageLanguage, useT } from '../../../lib/i18n';
import { leaveAppFor } from '../../../lib/leave-app';
import { entitiesCatalogue } from '../../i18n';
import { useAuth } from '../../session/auth-context';
import { chooseLanguage } from '../api/choose-language';

/**
 * The page's language, to switch: the page loads again in the other language (the server keeps the choice in a
 * cookie), and a signed-in person's choice is kept with their account first, for their other devices and e-mails.
 */
export function LanguageSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const t = useT(entitiesCatalogue);
  const { user } = useAuth();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);

  async function switchTo(event: ChangeEvent<HTMLSelectElement>) {
    const language = event.target.value as Language;
    setFailure(null);
    if (user) {
      try {
        await chooseLanguage(language);
      } catch (error) {
        setFailure(t('language.failed', { message: messageOf(error) }));
        return;
      }
    }
    const address = new URL(window.location.href);
    address.searchParams.set(languageParameter, language);
    leaveAppFor(address.pathname + address.search + address.hash);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={showLabel ? 'font-medium' : 'sr-only'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className="select select-sm w-auto"
        value={pageLanguage()}
        onChange={(event) => void switchTo(event)}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
      {failure ? (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
