import type { Completeness } from '@second-gear/contract';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { sellingCatalogue } from '../i18n';

/**
 * How complete a listing is, out of 100, and the tips that would raise it: on My products (the server's figure) and in
 * the edit form (worked out live from what the seller has typed, with the same function).
 */
export function CompletenessPanel({
  productName,
  completeness,
  compact = false,
}: {
  productName: string;
  completeness: Completeness;
  /** In a row of My products: the score and the most rewarding tip only. */
  compact?: boolean;
}) {
  const t = useT(sellingCatalogue);
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="space-y-1 text-sm">
      <h3 id={labelId} className="font-medium">
        {t('quality.heading', { score: completeness.score })}
      </h3>
      <progress
        className={`progress w-full max-w-48 ${completeness.score >= 80 ? 'progress-success' : 'progress-warning'}`}
        value={completeness.score}
        max={100}
        aria-label={t('quality.label', { name: productName })}
      />
      {completeness.tips.length === 0 ? (
        <p className="text-base-content/75 text-xs">{t('quality.complete')}</p>
      ) : compact ? (
        <p className="text-base-content/75 text-xs">{completeness.tips[0]}</p>
      ) : (
        <ul className="text-base-content/75 list-disc space-y-0.5 pl-4 text-xs">
          {completeness.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
