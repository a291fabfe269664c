// Loaded with `node --import` into the api (and the baseline's server) when FANOUT_CPU_PROFILE names a file:
// profiles the process's CPU over the measured window only (POST /start, POST /stop on CPU_PROFILE_PORT,
// else API_PORT + 5) and writes a .cpuprofile for DevTools. It is how a slow fan-out is traced to its cause;
// normal runs do not load it.
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });

createServer((request, response) => {
  const done = (status: number, text: string) => {
    response.statusCode = status;
    response.end(text);
  };
  if (request.url === '/start') {
    session.post('Profiler.start').then(
      () => done(200, 'started'),
      (error: Error) => done(500, error.message),
    );
  } else if (request.url === '/stop') {
    session
      .post('Profiler.stop')
      .then(({ profile }) => writeFile(process.env.FANOUT_CPU_PROFILE!, JSON.stringify(profile)))
      .then(
        () => done(200, process.env.FANOUT_CPU_PROFILE!),
        (error: Error) => done(500, error.message),
      );
  } else done(404, 'POST /start or /stop');
})
  .listen(Number(process.env.CPU_PROFILE_PORT ?? Number(process.env.API_PORT) + 5), '127.0.0.1')
  .unref();
