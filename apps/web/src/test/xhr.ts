import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** One request made through the fake XMLHttpRequest, which the test answers when it chooses. */
export class FakeXhr {
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null | undefined;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  private readonly sent: FakeXhr[];

  constructor(sent: FakeXhr[]) {
    this.sent = sent;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
    this.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The body as sent out so far: `loaded` of `total` bytes. */
  progress(loaded: number, total: number) {
    act(() =>
      this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
    );
  }

  /** Answers with a JSON body. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }

  /** The network failed. */
  fail() {
    act(() => this.onerror?.());
  }
}

/** Replaces XMLHttpRequest with FakeXhr; returns the requests sent, in order. */
export function mockXhr(): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}
