import { loadConfigOrExit } from '#config';
import { standInsSettingsFrom } from './stand-ins-settings.js';
import { startStandIns } from './stand-ins.js';

/** `node dist/libs/provider-stand-ins/main.js`: the local SendGrid and Twilio stand-ins of `npm start`. */
if (process.env.NODE_ENV === 'production') {
  process.stderr.write('The provider stand-ins are for development only: refused with NODE_ENV=production.\n');
  process.exit(1);
}
const settings = standInsSettingsFrom(loadConfigOrExit(), process.env);
const standIns = await startStandIns({
  ...settings,
  onCallbackError: (what, error) => process.stderr.write(`${what} not delivered: ${error.message}\n`),
});
process.stdout.write(`Provider stand-ins on ${standIns.url} (sent messages and replies: ${standIns.url}/)\n`);
const stop = () => void standIns.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
