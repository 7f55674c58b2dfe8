import { messageOf } from '../../../lib/api-error';
import { useChangeMailPreference, useMailPreferences } from '../api/mail-preferences';
import { useT } from '../../../lib/i18n';
import { accountsCatalogue } from '../i18n';

/** The optional e-mails, each a switch; receipts, security and moderation mail always go. */
export function MailPreferencesSection() {
  const t = useT(accountsCatalogue);
  const preferences = useMailPreferences();
  const change = useChangeMailPreference();
  return (
    <section
      aria-labelledby="mail-preferences-heading"
      className="card bg-base-100 border-base-300 max-w-xl border"
    >
      <div className="card-body gap-4">
        <h2 id="mail-preferences-heading" className="text-xl font-bold">
          {t('heading')}
        </h2>
        <p className="text-base-content/75">{t('intro')}</p>
        {preferences.isPending ? (
          <p>{t('loading')}</p>
        ) : preferences.isError ? (
          <p role="alert" className="text-error">
            {messageOf(preferences.error)}
          </p>
        ) : (
          <ul className="space-y-3">
            {preferences.data.preferences.map((preference) => (
              <li key={preference.kind}>
                <label className="label cursor-pointer justify-start gap-3 whitespace-normal">
                  <input
                    type="checkbox"
                    className="toggle toggle-primary"
                    checked={preference.enabled}
                    disabled={change.isPending}
                    onChange={(event) =>
                      change.mutate({ kind: preference.kind, enabled: event.target.checked })
                    }
                  />
                  <span className="text-base-content">{t(`kind.${preference.kind}`)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {change.isError && (
          <p role="alert" className="text-error">
            {messageOf(change.error)}
          </p>
        )}
      </div>
    </section>
  );
}
