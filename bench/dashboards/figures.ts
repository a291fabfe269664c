// The dashboard figures of one organization, as both sides compute them, so the run can check they agree.
export interface DashboardFigures {
  organizationId: string;
  byStatus: Record<string, number>;
  byAge: Record<string, number>;
  byAssignee: Record<string, { count: number; overdue: number }>;
  overdue: { any: number; unacknowledged: number; notAccepted: number };
  decided: number;
  medianDays: number | null;
  p90Days: number | null;
}

export interface Cutoffs {
  now: Date;
  windowStart: Date;
  unacknowledged: Date;
  acceptance: Date;
}

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);

/** Same figures, ignoring float noise in the percentiles. */
export function sameFigures(a: DashboardFigures, b: DashboardFigures): boolean {
  const normal = (figures: DashboardFigures) =>
    JSON.stringify({
      ...figures,
      byStatus: Object.fromEntries(Object.entries(figures.byStatus).sort()),
      byAge: Object.fromEntries(Object.entries(figures.byAge).sort()),
      byAssignee: Object.fromEntries(Object.entries(figures.byAssignee).sort()),
      medianDays: rounded(figures.medianDays),
      p90Days: rounded(figures.p90Days),
    });
  return normal(a) === normal(b);
}
