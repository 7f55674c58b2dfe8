import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { CompareTable } from '../../features/compare/components/compare-table';
import { readCompareIds } from '../../entities/comparison/compare-ids';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /compare?ids=a,b,…: two to four cars side by side, for anyone holding the link. */
export function ComparePage() {
  const t = useT(appCatalogue);
  const [params] = useSearchParams();
  const read = readCompareIds(params.get('ids'));
  return (
    <div className="space-y-6">
      <DocumentTitle page={t('title.compare')} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('compare.heading')}</h1>
      {'problem' in read ? (
        <div role="alert" className="alert alert-warning alert-soft">
          <span>
            {read.problem}{' '}
            <Link to="/dashboard/favorites" className="link">
              {t('compare.toFavorites')}
            </Link>
          </span>
        </div>
      ) : (
        <CompareTable ids={read.ids} />
      )}
    </div>
  );
}
