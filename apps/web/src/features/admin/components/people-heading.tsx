import type { RefObject } from 'react';

/** The heading of a people list ("All Buyer" or, when there is nobody, "No Buyer Added Yet !") and how many are shown. */
export function PeopleHeading({
  headingRef,
  count,
  title,
  emptyTitle,
  noun,
  more = false,
  search = '',
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** How many are shown. */
  count: number | undefined;
  title: string;
  emptyTitle: string;
  noun: 'buyer' | 'seller';
  /** More can be loaded beyond those shown. */
  more?: boolean;
  /** What the list is narrowed to; nobody matching it is not an empty list. */
  search?: string;
}) {
  return (
    <div className="space-y-1">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {count === 0 && !search ? emptyTitle : title}
      </h1>
      {count ? (
        <p className="text-base-content/75">
          {more
            ? `${count} ${noun}s shown; more below.`
            : count === 1
              ? `One ${noun}.`
              : `${count} ${noun}s.`}
        </p>
      ) : count === 0 && search ? (
        <p className="text-base-content/75">
          No {noun} matches “{search}”.
        </p>
      ) : null}
    </div>
  );
}
