// How big the dataset is and how it is spread: organizations of very different sizes (one of them holding
// a tenth of all cases), their people by role, and when the cases were opened.
import { Random } from './random.js';

export const FULL_SIZE = {
  organizations: 200,
  users: 20_000,
  cases: 1_000_000,
  bigOrganizationCases: 100_000,
  /** Third-party administrators who reach several organizations through organization access. */
  tpaUsers: 20,
} as const;

/** Cases were opened over these three years, more of them recently (the customer base grew). */
export const DATASET_END_MS = Date.UTC(2026, 10, 1);
export const DATASET_SPAN_MS = 3 * 365 * 24 * 3600 * 1000;
export const DATASET_START_MS = DATASET_END_MS - DATASET_SPAN_MS;

export interface OrganizationPlan {
  index: number;
  cases: number;
  users: number;
  isPartner: boolean;
}

export interface DatasetPlan {
  organizations: OrganizationPlan[];
  tpaUsers: number;
  totalCases: number;
}

export function planDataset(random: Random, scale: number): DatasetPlan {
  const count = (full: number, minimum: number) => Math.max(minimum, Math.round(full * scale));
  const organizationCount = count(FULL_SIZE.organizations, 2);
  const totalCases = count(FULL_SIZE.cases, 1000);
  const bigCases = count(FULL_SIZE.bigOrganizationCases, 100);
  const tpaUsers = count(FULL_SIZE.tpaUsers, 1);
  const orgUsers = count(FULL_SIZE.users, 50) - tpaUsers;

  // Below the big organization sizes fall off like 1/sqrt(rank), jittered: from about a third of its size
  // down to a few thousand cases.
  const weights = Array.from(
    { length: organizationCount - 1 },
    (_, rank) => (0.6 + random.next()) / Math.sqrt(rank + 1),
  );
  const shares = [bigCases / totalCases, ...spread(weights, 1 - bigCases / totalCases)];
  const cases = apportion(shares, totalCases);
  // People follow cases, with a floor so the smallest organization still has every role.
  const users = apportion(shares, orgUsers).map((value) => Math.max(value, 8));
  const organizations = cases.map((caseCount, index) => ({
    index,
    cases: caseCount,
    users: users[index],
    // A few organizations are partner storefronts (telehealth cases); never the big one.
    isPartner: index > 0 && index % 25 === 7,
  }));
  return { organizations, tpaUsers, totalCases };
}

/** Creation times of `count` cases, growing denser towards the end, on working days and hours mostly. */
export function caseTimes(random: Random, count: number): number[] {
  const day = 24 * 3600 * 1000;
  const times: number[] = new Array(count);
  for (let i = 0; i < count; i += 1) {
    // u^(1/1.6) puts more cases near the end of the span than at its start.
    let dayStart = DATASET_START_MS + Math.floor((random.next() ** (1 / 1.6) * DATASET_SPAN_MS) / day) * day;
    const weekday = new Date(dayStart).getUTCDay();
    if ((weekday === 0 || weekday === 6) && random.chance(0.8)) dayStart += (weekday === 6 ? 2 : 1) * day;
    // Office hours around 15:00 UTC (morning in the Americas, afternoon in Europe).
    const hours = 15 + (random.next() + random.next() + random.next() - 1.5) * 6;
    const time = dayStart + Math.floor(hours * 3_600_000) + random.int(0, 59_999);
    // Past the end (a weekend moved forward, a late hour): the same moment a week earlier.
    times[i] = time < DATASET_END_MS - 3_600_000 ? time : time - 7 * day;
  }
  return times;
}

const spread = (weights: number[], total: number) => {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (weight / sum) * total);
};

/** Integers proportional to `shares` that add up to exactly `total` (largest remainders). */
function apportion(shares: number[], total: number): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (share / sum) * total);
  const result = exact.map(Math.floor);
  let left = total - result.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index]).sort((a, b) => b[0] - a[0]);
  for (const [, index] of byRemainder) {
    if (left-- <= 0) break;
    result[index] += 1;
  }
  return result;
}
