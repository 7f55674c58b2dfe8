import { walkHostileInput } from './fuzz.ts';

await walkHostileInput({ shard: 2, of: 2 });
