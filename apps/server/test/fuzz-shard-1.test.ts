import { walkHostileInput } from './fuzz.ts';

await walkHostileInput({ shard: 1, of: 2 });
