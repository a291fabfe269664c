import { outboundUrlRefusal } from './outbound-url.js';

describe('outboundUrlRefusal', () => {
  it('allows https everywhere and plain http to this machine outside production only', () => {
    expect(outboundUrlRefusal('https://partner.example/hooks', 'production')).toBeNull();
    expect(outboundUrlRefusal('http://127.0.0.1:4000/hooks', 'test')).toBeNull();
    expect(outboundUrlRefusal('http://localhost:4000/hooks', 'development')).toBeNull();
    expect(outboundUrlRefusal('http://127.0.0.1:4000/hooks', 'production')).toBe('webhookUrl must use https');
    expect(outboundUrlRefusal('http://partner.example/hooks', 'development')).toBe('webhookUrl must use https');
    expect(outboundUrlRefusal('ftp://partner.example/hooks', 'test')).toBe('webhookUrl must use https');
    expect(outboundUrlRefusal('https://user:pw@partner.example/', 'test')).toBe('webhookUrl must not carry credentials');
    expect(outboundUrlRefusal('not a url', 'test')).toBe('webhookUrl is not a valid address');
  });

  it('names the field it checks', () => {
    expect(outboundUrlRefusal('http://pharmacy.example/orders', 'test', 'endpointUrl')).toBe(
      'endpointUrl must use https',
    );
  });
});
