// PostgreSQL LISTEN/NOTIFY for this server process (issue 17, realtime): one listening connection
// per process, opened on the first subscriber, whatever the number of open browsers. A trigger's
// pg_notify is delivered at its transaction's commit to every process listening, so an insert made
// through one server process reaches the browsers connected to another.
// PGlite is one in-process connection that listens for itself; on PostgreSQL a dedicated client
// (not a pool connection: LISTEN belongs to one session) that is reopened when it drops, after
// which subscribers are told that events may have been missed (onGap), so they refetch.
import pg from 'pg';
import type { DbHandle } from '../db/client';
import type { Logger } from '../logger';

export type Listener = {
  /** Calls `fn` with each payload sent on `channel`; resolves once this process is listening. */
  subscribe: (channel: string, fn: (payload: string) => void) => Promise<() => void>;
  /** Called after the listening connection was lost and remade: events in between may be lost. */
  onGap: (fn: () => void) => () => void;
  close: () => Promise<void>;
};

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_MS = [250, 1000, 3000, 10_000];

export function createListener(handle: DbHandle, logger: Logger): Listener {
  const callbacks = new Map<string, Set<(payload: string) => void>>();
  const gapCallbacks = new Set<() => void>();
  const listening = new Map<string, Promise<void>>();
  let closed = false;

  const dispatch = (channel: string, payload: string) => {
    for (const fn of callbacks.get(channel) ?? []) {
      try {
        fn(payload);
      } catch (err) {
        logger.error({ err, channel }, 'realtime subscriber failed');
      }
    }
  };

  // --- PostgreSQL: one client of its own, remade with a backoff when it drops ---------------
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let failures = 0;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: handle.connectionString });
    next.on('notification', (msg) => dispatch(msg.channel, msg.payload ?? ''));
    next.on('error', (err) => {
      logger.warn({ err: err.message }, 'realtime: listening connection lost');
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client !== next || closed) return;
      client = undefined;
      connecting = undefined;
      listening.clear();
      setTimeout(() => void reconnect(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]).unref();
    });
    await next.connect();
    client = next;
    return next;
  }

  async function reconnect() {
    if (closed || !callbacks.size) return;
    try {
      // One connection: each LISTEN after the previous one (pg 9 refuses a query sent while another runs).
      for (const channel of [...callbacks.keys()]) await listen(channel);
      failures = 0;
      for (const fn of gapCallbacks) fn();
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'realtime: reconnect failed');
      setTimeout(() => void reconnect(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]).unref();
    }
  }

  function listen(channel: string): Promise<void> {
    let started = listening.get(channel);
    if (!started) {
      started =
        handle.kind === 'pglite'
          ? handle.pglite!.listen(channel, (payload) => dispatch(channel, payload)).then(() => undefined)
          : (connecting ??= connect()).then((c) => c.query(`LISTEN ${channel}`)).then(() => undefined);
      // A failed LISTEN is tried again by the next subscriber, not remembered.
      started.catch(() => {
        listening.delete(channel);
        if (!client) connecting = undefined;
      });
      listening.set(channel, started);
    }
    return started;
  }

  return {
    async subscribe(channel, fn) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      if (closed) throw new Error('realtime listener closed');
      let set = callbacks.get(channel);
      if (!set) callbacks.set(channel, (set = new Set()));
      set.add(fn);
      try {
        await listen(channel);
      } catch (err) {
        set.delete(fn);
        throw err;
      }
      return () => void set.delete(fn);
    },
    onGap(fn) {
      gapCallbacks.add(fn);
      return () => void gapCallbacks.delete(fn);
    },
    async close() {
      closed = true;
      callbacks.clear();
      gapCallbacks.clear();
      const open = client;
      client = undefined;
      if (open) await open.end().catch(() => undefined);
      if (handle.kind === 'pglite' && listening.size) {
        const channels = [...listening.keys()];
        listening.clear();
        // eslint-disable-next-line no-restricted-syntax -- PGlite queues its own calls; each UNLISTEN is independent and may fail alone
        await Promise.all(channels.map((ch) => handle.pglite!.unlisten(ch).catch(() => undefined)));
      }
    },
  };
}
