import { expect } from 'vitest';
import { ConflictError } from '../src/lib/errors.ts';

/** Every (transition, state) pair: the ones listed are allowed and lead where listed; every other one is refused. */
export function expectExactly<State extends string, Transition extends string>(
  machine: {
    transitions: Record<Transition, unknown>;
    apply: (transition: Transition, from: State, refusal: string) => State;
  },
  states: readonly State[],
  allowed: Record<string, State>,
) {
  for (const transition of Object.keys(machine.transitions) as Transition[]) {
    for (const from of states) {
      const expected = allowed[`${transition} ${from}`];
      if (expected)
        expect(machine.apply(transition, from, 'refused'), `${transition} from ${from}`).toBe(expected);
      else
        expect(() => machine.apply(transition, from, 'refused'), `${transition} from ${from}`).toThrow(
          ConflictError,
        );
    }
  }
}
