import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeUserEvents } from './user-events';

/** Just enough of EventSource to see what the module opens and to deliver events to it. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  private handlers = new Map<string, EventListener>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, handler: EventListener) {
    this.handlers.set(type, handler);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.handlers.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

afterEach(() => {
  FakeEventSource.instances = [];
  vi.unstubAllGlobals();
});

describe('subscribeUserEvents', () => {
  it("shares one connection to the user's channel, hands valid events to every listener and closes with the last", () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeUserEvents(first);
    const stopSecond = subscribeUserEvents(second);

    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/events');
    expect(source.init).toEqual({ withCredentials: true });

    source.emit('chat.created', { type: 'chat.created', chatId: 'c1' });
    source.emit('chat.created', { type: 'chat.created' }); // No chatId: not one of ours.
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ type: 'chat.created', chatId: 'c1' });
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    expect(source.closed).toBe(false);
    stopSecond();
    expect(source.closed).toBe(true);
  });
});
