import type { DealerImportState } from '@second-gear/contract';
import { stateMachine } from '../../lib/state-machine.ts';

/**
 * An inventory import's life: a dry run is `checked` and stays so; a real one is `queued` with its job, `running` once
 * the job takes it (a job run again after a crash finds it running and goes on from its `done` count), then `done`,
 * or `failed` when something other than a row's own refusal stopped it.
 */
export const importStates = stateMachine<DealerImportState, 'start' | 'finish' | 'fail'>({
  start: { from: ['queued'], to: 'running' },
  finish: { from: ['running'], to: 'done' },
  fail: { from: ['queued', 'running'], to: 'failed' },
});
