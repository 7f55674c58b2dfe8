import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';
interface DocumentTitleProps {
  /** The page's own part of the title: "Blog" gives "Second Gear — Blog". */
  page: string;
}

/** React 19 hoists `<title>` into the document head. */
export function DocumentTitle({ page }: DocumentTitleProps) {
  const t = useT(componentsCatalogue);
  return <title>{t('documentTitle', { page })}</title>;
}
