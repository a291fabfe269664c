import { jest } from '@jest/globals';
import { ALL_QUEUES, QueueName } from '#events';
import { queueOf } from '#test/queues';
import { startTestApi, type TestApi } from '#test/test-api';
import { type DemoUserKey, tokenFor } from '#test/tokens';

const LINK = `mutation { queueDashboardLink { success url expiresAt } }`;
type LinkAnswer = { queueDashboardLink: { success: boolean; url: string; expiresAt: string } };

interface BoardQueue {
  name: string;
  displayName?: string;
  description?: string;
  readOnlyMode: boolean;
  jobs: { id: string; name: string }[];
}

/** Only Date is faked: the api, Redis and fetch keep running on real timers. */
function clockAt(time: Date): void {
  jest.useFakeTimers({
    now: time,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

describe('job queues board', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => api.close());

  const linkFor = async (key: DemoUserKey) => api.graphql<LinkAnswer>(LINK, {}, { token: await tokenFor(key) });
  const cvadminLink = async () => {
    const answer = await linkFor('cvadmin');
    expect(answer.errors).toBeUndefined();
    return answer.data!.queueDashboardLink;
  };
  const open = (url: string) => fetch(`${api.url}${url}`, { redirect: 'manual' });
  /** Opens a fresh link and returns the board's cookie as a request header value. */
  const boardCookie = async () => {
    const opened = await open((await cvadminLink()).url);
    expect(opened.status).toBe(303);
    return opened.headers.get('set-cookie')!.split(';')[0];
  };
  const board = (path: string, cookie?: string, init: RequestInit = {}) =>
    fetch(`${api.url}/admin/queues${path}`, { ...init, headers: cookie ? { cookie } : {}, redirect: 'manual' });

  it('gives a CV Admin a single-use link that sets a short-lived cookie scoped to the board', async () => {
    const link = await cvadminLink();
    expect(link.url).toMatch(/^\/admin\/queues\/open\?token=[^&]+$/);
    const expiresIn = new Date(link.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(60_000);

    const opened = await open(link.url);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/admin/queues');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const setCookie = opened.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^cm_queue_board=[^;]+;/);
    expect(setCookie).toMatch(/; Path=\/admin\/queues(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).toMatch(/; SameSite=Strict(;|$)/);
    expect(setCookie).toMatch(/; Max-Age=900(;|$)/);
    // The test api is plain http: the cookie is Secure only where the web app is served over https.
    expect(setCookie).not.toMatch(/Secure/);

    const reused = await open(link.url);
    expect(reused.status).toBe(401);
    expect(reused.headers.get('set-cookie')).toBeNull();
  });

  it('lists every queue, read-only, with readable names, and jobs by title and name', async () => {
    const outbox = queueOf(api.app, QueueName.outbox);
    const job = await outbox.add(
      'outbox.relay',
      { organizationId: null },
      { jobId: `board-${Date.now()}`, delay: 3_600_000 },
    );
    try {
      const cookie = await boardCookie();
      const listed = await board('/api/queues', cookie);
      expect(listed.status).toBe(200);
      const { queues } = (await listed.json()) as { queues: BoardQueue[] };
      expect(queues.map((queue) => queue.name).sort()).toEqual([...ALL_QUEUES].sort());
      for (const queue of queues) {
        expect(queue.readOnlyMode).toBe(true);
        expect(queue.displayName).toEqual(expect.any(String));
        expect(queue.description).toEqual(expect.any(String));
      }
      expect(queues.find((queue) => queue.name === 'messages')).toMatchObject({ displayName: 'Case messages' });

      const delayed = await board('/api/queues?activeQueue=outbox&status=delayed&page=1&jobsPerPage=50', cookie);
      const outboxQueue = ((await delayed.json()) as { queues: BoardQueue[] }).queues.find((q) => q.name === 'outbox');
      expect(outboxQueue?.jobs.find((listedJob) => listedJob.id === job.id)?.name).toBe(
        'Relay undispatched activities (outbox.relay)',
      );

      // Reading only: an action answers 405 and changes nothing.
      const paused = await board('/api/queues/outbox/pause', cookie, { method: 'PUT' });
      expect(paused.status).toBe(405);
      expect(await outbox.isPaused()).toBe(false);
      const removed = await board(`/api/queues/outbox/${job.id}/clean`, cookie, { method: 'PUT' });
      expect(removed.status).toBe(405);
      expect(await outbox.getJob(job.id!)).toBeDefined();
    } finally {
      await job.remove();
    }
  });

  it('serves the board page and its assets with the cookie', async () => {
    const cookie = await boardCookie();
    const page = await board('', cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Job queues');
    // Asset paths are relative to the page's <base href>, the board's path.
    expect(html).toContain('<base href="/admin/queues/" />');
    const assets = [...html.matchAll(/(?:src|href)="(static\/[^"]+)"/g)].map((match) => `/admin/queues/${match[1]}`);
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(0);
    expect(assets.filter((asset) => asset.endsWith('.css')).length).toBeGreaterThan(0);
    for (const asset of assets) {
      const loaded = await fetch(`${api.url}${asset}`, { headers: { cookie } });
      expect([asset, loaded.status]).toEqual([asset, 200]);
      expect((await loaded.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('refuses every board request without a valid cookie, showing nothing of the board', async () => {
    const cookie = await boardCookie();
    const [name, value] = cookie.split('=');
    const tampered = `${name}=${value.replace(/^[^.]/, (first) => (first === 'a' ? 'b' : 'a'))}`;
    const resigned = `${name}=${value.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))}`;
    const link = await cvadminLink();
    const linkToken = decodeURIComponent(link.url.split('token=')[1]);
    for (const attempt of [undefined, tampered, resigned, `${name}=${linkToken}`, `${name}=`]) {
      for (const path of ['', '/', '/api/queues', '/static/favicon-32x32.png']) {
        const refused = await board(path, attempt);
        expect([attempt, path, refused.status]).toEqual([attempt, path, 401]);
        expect(refused.headers.get('content-type')).toMatch(/application\/json/);
        expect(await refused.text()).not.toMatch(/<html|queues"/i);
      }
    }
  });

  it('refuses a link or a cookie once expired', async () => {
    const link = await cvadminLink();
    const cookie = await boardCookie();
    clockAt(new Date(Date.now() + 61_000));
    expect((await open(link.url)).status).toBe(401);
    expect((await board('/api/queues', cookie)).status).toBe(200);
    clockAt(new Date(Date.now() + 15 * 60_000));
    expect((await board('/api/queues', cookie)).status).toBe(401);
  });

  it('refuses a made-up or altered link', async () => {
    const link = await cvadminLink();
    expect((await open('/admin/queues/open')).status).toBe(401);
    expect((await open('/admin/queues/open?token=abc.123.def')).status).toBe(401);
    expect(
      (await open(link.url.replace(/token=./, (prefix) => `${prefix.slice(0, -1)}${prefix.endsWith('a') ? 'b' : 'a'}`)))
        .status,
    ).toBe(401);
    expect((await fetch(`${api.url}${link.url}`, { method: 'HEAD', redirect: 'manual' })).status).toBe(405);
    // The unaltered link still opens: a refused attempt does not use it up.
    expect((await open(link.url)).status).toBe(303);
  });

  it.each<DemoUserKey>(['admin', 'casemanager', 'caseworker', 'employee', 'tpaSupport', 'partnerAdmin'])(
    'refuses a link to %s',
    async (key) => {
      const answer = await linkFor(key);
      expect(answer.data?.queueDashboardLink ?? null).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    },
  );

  it('refuses a link without sign-in', async () => {
    const answer = await api.graphql<LinkAnswer>(LINK);
    expect(answer.errors?.[0].extensions?.code).toBe('INVALID_AUTHORIZATION');
  });
});
