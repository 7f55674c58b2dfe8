export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/bookings/bookings.table.ts';
export * from '../modules/cars/cars.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/payments/payments.table.ts';
export * from '../modules/reports/reports.table.ts';
export * from '../modules/uploads/uploads.table.ts';
