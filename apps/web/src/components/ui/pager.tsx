import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';
interface PagerProps {
  /** What the pages are of, naming the navigation ("Review pages"). */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The buttons' words: the page before ("Newer reviews") and the page after ("Older reviews"). */
  previous: string;
  next: string;
}

/** Previous and next around "Page 2 of 5", for a list shown a page at a time; nothing when it has one page. */
export function Pager({ label, page, pages, onPage, previous, next }: PagerProps) {
  const t = useT(componentsCatalogue);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="join">
      <button
        type="button"
        className="btn join-item btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <span className="btn join-item btn-sm btn-disabled" aria-current="page">
        {t('pager.page', { page, pages })}
      </span>
      <button
        type="button"
        className="btn join-item btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
