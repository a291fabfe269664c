/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function calendarDateIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}
