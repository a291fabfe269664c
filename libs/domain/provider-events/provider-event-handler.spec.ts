import { type ProviderEventHandler, ProviderEventHandlers } from './provider-event-handler.js';
import { Provider } from './provider.js';

const handler = (name: string, provider: Provider = Provider.TWILIO_SMS): ProviderEventHandler => ({
  name,
  provider,
  handle: async () => ({ handled: false, reason: 'test' }),
});

describe('ProviderEventHandlers', () => {
  it('gives the handlers of a provider in the order they registered, and none for others', () => {
    const registry = new ProviderEventHandlers();
    const consent = handler('sms-consent');
    const threading = handler('threading');
    registry.register(consent);
    registry.register(threading);
    registry.register(handler('status', Provider.TWILIO_STATUS));
    expect(registry.handlersFor(Provider.TWILIO_SMS)).toEqual([consent, threading]);
    expect(registry.handlersFor(Provider.SENDGRID_INBOUND)).toEqual([]);
  });

  it('refuses a handler registered twice (a module imported into two graphs would run it twice)', () => {
    const registry = new ProviderEventHandlers();
    registry.register(handler('sms-consent'));
    expect(() => registry.register(handler('sms-consent'))).toThrow(
      'Provider event handler sms-consent is registered twice',
    );
  });
});
