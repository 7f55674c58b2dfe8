import { messageOf } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

/** Something that could not be loaded: what failed, the server's reason, and a way to try again. */
export function LoadFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  const t = useT(componentsCatalogue);
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap">
      <span>
        <span className="font-semibold">{t('loadFailed.lead', { what })} </span>
        {messageOf(error)}
      </span>
      <button type="button" className="btn btn-sm" onClick={retry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
