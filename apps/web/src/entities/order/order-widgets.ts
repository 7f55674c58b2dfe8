import type { Order } from '@second-gear/contract';
import type { ComponentType } from 'react';

/** Something more to do with one of the buyer's orders (review its seller), passed in by the route. */
export type OrderActionWidget = ComponentType<{ order: Order }>;
