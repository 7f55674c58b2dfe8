import { ConflictError } from './errors.ts';

/**
 * A state machine given as its named transitions. `apply` is the one check every state change goes through; a refused
 * transition is a ConflictError carrying the message the caller gives for it.
 */
export function stateMachine<State extends string, Transition extends string>(
  transitions: Record<Transition, { from: readonly State[]; to: State }>,
) {
  return {
    transitions,
    allows: (transition: Transition, from: State) => transitions[transition].from.includes(from),
    apply(transition: Transition, from: State, refusal: string): State {
      if (!transitions[transition].from.includes(from)) throw new ConflictError(refusal);
      return transitions[transition].to;
    },
  };
}
