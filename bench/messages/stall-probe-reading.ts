// What the api's stall probe (stall-probe.ts) answers: wall-clock times in epoch milliseconds.

export interface StallProbeReading {
  /** When the event loop ran late, and by how much. */
  loopStalls: { atMs: number; ms: number }[];
  /** Garbage collections: start, duration, and V8's kind (1 minor, 4 major, 8 incremental, 16 weak callbacks). */
  collections: { atMs: number; ms: number; kind: string }[];
  /** Requests the api took more than 20 ms to answer, from their arrival in the api. */
  slowAnswers: { atMs: number; ms: number }[];
}
