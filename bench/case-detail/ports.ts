// Ports beside the api's (api + 1 is the shared SQL statement counter), so benchmarks started with
// different BENCH_API_PORT values never collide.
import { BENCH_ENV } from '../support/bench-env.js';

const apiPort = Number(BENCH_ENV.API_PORT);

/** The probe loaded into the api (api-probe.ts). */
export const PROBE_PORT = apiPort + 2;
/** The bare Apollo Server baseline. */
export const BARE_APOLLO_PORT = apiPort + 3;
