// The minute the reminders of a round fall due: the first whole minute at least `leadMs` away.

export function nextDueMinute(leadMs: number, now = Date.now()): number {
  return Math.ceil((now + leadMs) / 60_000) * 60_000;
}

export function sleepUntil(time: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
}
