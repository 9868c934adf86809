// Reads a Server-Sent Events response the way EventSource does, for tests (in-process app.fetch
// or a real server's fetch): each `event`/`data`/`id` block becomes one event.
export type SseEvent = { event: string; data: string; id?: string };

export type SseReader = {
  /** The next event that matches, waiting up to `timeoutMs` (then throws, naming what it waited for). */
  next: (match?: (e: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** Every event received so far and not yet taken by next(). */
  pending: () => SseEvent[];
  close: () => Promise<void>;
};

export function readSse(res: Response): SseReader {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let done = false;

  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') event.id = value;
          }
          if (!data.length && event.event === 'message') continue; // a comment-only block
          event.data = data.join('\n');
          events.push(event);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // cancelled by close()
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    async next(match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = events.findIndex(match);
        if (i >= 0) return events.splice(i, 1)[0]!;
        if (done) throw new Error('the event stream ended before the awaited event');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
        });
      }
    },
    pending: () => [...events],
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
