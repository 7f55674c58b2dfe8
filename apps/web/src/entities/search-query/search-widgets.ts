import type { SearchQuery } from '@second-gear/contract';
import type { ComponentType } from 'react';

/** The "Monthly budget" box of the search's filters, passed in by the route from the financing feature. */
export type MonthlyBudgetWidget = ComponentType<{
  query: SearchQuery;
  /** The search's refusal of `monthlyMax`, shown beside the box. */
  problem: string | undefined;
  onChange: (query: SearchQuery) => void;
}>;
