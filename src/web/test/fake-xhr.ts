import { vi } from 'vitest';

/**
 * XMLHttpRequest as uploads with progress use it (lib/api/upload-with-progress.ts): it reports a
 * first progress event, then hands the request to the fake API's fetch (so the test's routes
 * answer it) and remembers the file it sent. `hold` keeps each upload after its first progress
 * until the test calls `release()`, to look at the page mid-upload.
 */
export class FakeXhr {
  static sent: File[] = [];
  static held: Array<() => void> = [];
  static hold = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private contentType: string | null = null;
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(form: FormData) {
    FakeXhr.sent.push(form.get('file') as File);
    const progress = (loaded: number) =>
      this.upload.onprogress?.(
        Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }) as ProgressEvent,
      );
    const finish = async () => {
      if (this.aborted) return;
      progress(100);
      const response = await fetch(this.url, { method: this.method, body: form });
      this.status = response.status;
      this.contentType = response.headers.get('content-type');
      this.responseText = await response.text();
      if (!this.aborted) this.onload?.();
    };
    setTimeout(() => {
      progress(40);
      if (FakeXhr.hold) FakeXhr.held.push(() => void finish());
      else void finish();
    }, 0);
  }

  /** Replaces the global XMLHttpRequest for this test, with nothing sent or held yet. */
  static install() {
    FakeXhr.sent = [];
    FakeXhr.held = [];
    FakeXhr.hold = false;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  /** Lets every held upload finish. */
  static release() {
    const held = FakeXhr.held.splice(0);
    for (const finish of held) finish();
  }
}
