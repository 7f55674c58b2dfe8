import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';
interface PulsingDotsProps {
  label?: string;
}

/** Three pulsing dots, shown while lists load. */
export function PulsingDots({ label }: PulsingDotsProps) {
  const t = useT(componentsCatalogue);
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10">
      <span className="sr-only">{label ?? t('loading')}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="bg-primary size-3 animate-pulse rounded-full"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
