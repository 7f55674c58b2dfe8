export * from './car-art.ts';
export * from './scenes.ts';
