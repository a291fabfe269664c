import type { ReportGranularity } from '../../generated/graphql';

export const GRANULARITIES: readonly { value: ReportGranularity; label: string }[] = [
  { value: 'WEEK', label: 'Week' },
  { value: 'MONTH', label: 'Month' },
  { value: 'QUARTER', label: 'Quarter' },
  { value: 'CUSTOM', label: 'Custom (one period)' },
];

export interface ReportFilters {
  granularity: ReportGranularity;
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The last twelve months by month, ending today (the viewer's today; the api counts in the organization's zone). */
export function defaultFilters(today = new Date()): ReportFilters {
  const from = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 11, 1));
  const to = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  return { granularity: 'MONTH', from: iso(from), to: iso(to) };
}

/** The filters in the URL (`period`, `from`, `to`), falling back to the defaults for what is missing or malformed. */
export function filtersFrom(params: URLSearchParams, today = new Date()): ReportFilters {
  const fallback = defaultFilters(today);
  const period = params.get('period')?.toUpperCase();
  const granularity = GRANULARITIES.find((option) => option.value === period)?.value ?? fallback.granularity;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { granularity, from: DATE.test(from) ? from : fallback.from, to: DATE.test(to) ? to : fallback.to };
}

/** The filters written back into the URL, keeping its other parameters (such as `organizations`). */
export function withFilters(params: URLSearchParams, filters: ReportFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('period', filters.granularity.toLowerCase());
  next.set('from', filters.from);
  next.set('to', filters.to);
  return next;
}
