// The demo's clock: dated steps run in day order (and, within a day, in the order a business
// would do them), each seeing that day as its `today`. Steps may add later steps as they run.

/** Within one day: the lease run first (it bills the day's rent), then ends, renewals, signings, money, the rest. */
export const ORDER = { run: 0, found: 1, terminate: 2, settle: 3, renew: 4, sign: 5, money: 6, bounce: 7, maintenance: 8, payout: 9 } as const;

type Step = { date: string; order: number; seq: number; run: (day: string) => Promise<void> };

const before = (a: Step, b: Step) => (a.date !== b.date ? a.date < b.date : a.order !== b.order ? a.order < b.order : a.seq < b.seq);

/** A binary heap of steps; `add` for a day already past runs the step on the current day. */
export class Timeline {
  private heap: Step[] = [];
  private seq = 0;
  private now = '0000-01-01';

  add(date: string, order: number, run: (day: string) => Promise<void>) {
    const step = { date: date < this.now ? this.now : date, order, seq: this.seq++, run };
    const h = this.heap;
    h.push(step);
    for (let i = h.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  private pop(): Step | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (!h.length || !last) return top;
    h[0] = last;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && before(h[l]!, h[m]!)) m = l;
      if (r < h.length && before(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
    return top;
  }

  /** Runs every step up to and including `until`; later ones have not happened yet and are dropped. */
  async runUntil(until: string) {
    for (let step = this.pop(); step && step.date <= until; step = this.pop()) {
      this.now = step.date;
      await step.run(step.date);
    }
    this.heap = [];
  }
}
