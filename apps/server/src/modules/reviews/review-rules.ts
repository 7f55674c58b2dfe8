import { reviewEditHours, reviewWindowDays } from '@second-gear/contract';

const hour = 3_600_000;

/** The last instant a paid booking may be reviewed. */
export const reviewableUntil = (paidAt: Date) => new Date(paidAt.getTime() + reviewWindowDays * 24 * hour);

/** The last instant a review may be changed by its writer. */
export const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + reviewEditHours * hour);
