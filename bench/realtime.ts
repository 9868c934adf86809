// Realtime (issue 17: "reach open browsers within a second"): the time from a write through the
// API to the event on an open /api/alerts/stream. The employee files leave (one working day per
// request, in far years so balances and overlaps never refuse it); the admin's stream receives the
// notification. Measured from the start of the POST to the event's arrival: an upper bound (the
// commit, which sends the event, happens before the POST's answer).
import { readSse } from '../src/server/test/sse';

const EMPLOYEE = { email: 'employee@rental.masar.test', password: 'Masar@2026' };

/** The first Sunday (a working day in the Gulf week) of February of `year`. */
function sundayOf(year: number): string {
  const d = new Date(Date.UTC(year, 1, 1));
  while (d.getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export async function realtimeLatency(baseUrl: string, listenerCookie: string, signIn: (url: string, c: typeof EMPLOYEE) => Promise<string>, samples = 20) {
  const employee = await signIn(baseUrl, EMPLOYEE);
  const types = (await (await fetch(`${baseUrl}/api/hr/leave/types`, { headers: { cookie: employee } })).json()) as { items: Array<{ code: string; id: string }> };
  const annual = types.items.find((t) => t.code === 'annual')!.id;
  const res = await fetch(`${baseUrl}/api/alerts/stream`, { headers: { cookie: listenerCookie } });
  if (res.status !== 200) throw new Error(`stream: ${res.status}`);
  const stream = readSse(res);
  const times: number[] = [];
  try {
    await stream.next((e) => e.event === 'ready');
    for (let i = 0; i < samples; i++) {
      const day = sundayOf(2040 + i);
      const started = performance.now();
      const filed = await fetch(`${baseUrl}/api/hr/leave/requests`, {
        method: 'POST',
        headers: { cookie: employee, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ leaveTypeId: annual, startDate: day, endDate: day }),
      });
      if (filed.status !== 201) throw new Error(`leave ${day}: ${filed.status} ${await filed.text()}`);
      await stream.next((e) => e.event === 'alert');
      times.push(performance.now() - started);
    }
  } finally {
    await stream.close();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), n: times.length };
}
