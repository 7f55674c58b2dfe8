export * from './catalog.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './photos.ts';
export * from './accounts.ts';
export * from './cars.ts';
export * from './buying.ts';
