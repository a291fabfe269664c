// Reads the event-loop probe (loop-delay-probe.ts) loaded into a measured process.

export interface LoopProbeReading {
  /** Event-loop delay percentiles over the window, in milliseconds. */
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
  /** CPU time the process used in the window (user + system), in milliseconds. */
  cpuMs: number;
  windowMs: number;
}

export class LoopProbeClient {
  constructor(private readonly port: number) {}

  /** Starts a new measuring window. */
  async reset(): Promise<void> {
    await this.call('POST');
  }

  /** The figures since the last reset. */
  read(): Promise<LoopProbeReading> {
    return this.call('GET');
  }

  private async call(method: 'GET' | 'POST'): Promise<LoopProbeReading> {
    const response = await fetch(`http://127.0.0.1:${this.port}/`, { method });
    if (!response.ok) throw new Error(`The event-loop probe on port ${this.port} answered ${response.status}`);
    return (await response.json()) as LoopProbeReading;
  }
}
