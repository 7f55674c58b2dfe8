import pino from 'pino';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startupStep, stepNoticeMs } from './startup-step.ts';

afterEach(() => vi.useRealTimers());

describe('a start-up step', () => {
  it('says which step the start is waiting for while it runs, and stops saying so once it is done', async () => {
    vi.useFakeTimers();
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
          done();
        },
      }),
    );
    let finish!: (value: string) => void;
    const running = startupStep(
      log,
      'the job queue',
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    await vi.advanceTimersByTimeAsync(stepNoticeMs * 2 + 1);
    finish('started');
    await expect(running).resolves.toBe('started');
    await vi.advanceTimersByTimeAsync(stepNoticeMs * 3);
    expect(lines.map((line) => [line.level, line.step, line.msg])).toEqual([
      [40, 'the job queue', 'start-up still waiting for the job queue'],
      [40, 'the job queue', 'start-up still waiting for the job queue'],
    ]);
  });
});
