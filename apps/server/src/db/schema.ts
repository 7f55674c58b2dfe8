export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/cars/cars.table.ts';
export * from '../modules/uploads/uploads.table.ts';
