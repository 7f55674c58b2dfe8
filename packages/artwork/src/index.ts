export * from './car-art.ts';
export * from './scenes.ts';
export * from './car-photos.ts';
