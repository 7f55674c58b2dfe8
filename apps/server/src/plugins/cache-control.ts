/** Cache-Control for files whose names change whenever their bytes do (hashed build assets, stored photos). */
export const immutable = 'public, max-age=31536000, immutable';
