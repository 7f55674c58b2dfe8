import type { RefObject } from 'react';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

/** The heading of a people list ("All Buyer" or, when there is nobody, "No Buyer Added Yet !") and how many are shown. */
export function PeopleHeading({
  headingRef,
  count,
  noun,
  more = false,
  search = '',
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** How many are shown. */
  count: number | undefined;
  noun: 'buyer' | 'seller';
  /** More can be loaded beyond those shown. */
  more?: boolean;
  /** What the list is narrowed to; nobody matching it is not an empty list. */
  search?: string;
}) {
  const t = useT(adminCatalogue);
  return (
    <div className="space-y-1">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {count === 0 && !search ? t('people.emptyTitle', { noun }) : t('people.title', { noun })}
      </h1>
      {count ? (
        <p className="text-base-content/75">
          {more ? t('people.countMore', { noun, count }) : t('people.count', { noun, count })}
        </p>
      ) : count === 0 && search ? (
        <p className="text-base-content/75">{t('people.noMatch', { noun, search })}</p>
      ) : null}
    </div>
  );
}
