import { isAppAddress } from './app-address.js';

describe('isAppAddress', () => {
  const development = { NODE_ENV: 'development', WEB_PUBLIC_URL: 'http://localhost:5173' } as const;
  const production = { NODE_ENV: 'production', WEB_PUBLIC_URL: 'https://app.example.com' } as const;

  it('accepts the configured origin and nothing off it', () => {
    expect(isAppAddress('https://app.example.com/login', production)).toBe(true);
    for (const url of [
      '//app.example.com/login',
      '/login',
      'not a url',
      '',
      'https://other.example/login',
      'https://app.example.com.other.example/login',
      'http://app.example.com/login',
      'https://app.example.com:8443/login',
      'javascript:alert(1)',
    ]) {
      expect({ url, accepted: isAppAddress(url, production) }).toEqual({ url, accepted: false });
    }
  });

  it('accepts localhost and 127.0.0.1 alike in development, on the same scheme and port', () => {
    expect(isAppAddress('http://localhost:5173/login', development)).toBe(true);
    expect(isAppAddress('http://127.0.0.1:5173/login', development)).toBe(true);
    expect(isAppAddress('http://[::1]:5173/login', development)).toBe(true);
    expect(
      isAppAddress('http://localhost:5173/login', { ...development, WEB_PUBLIC_URL: 'http://127.0.0.1:5173' }),
    ).toBe(true);
    expect(isAppAddress('http://127.0.0.1:5174/login', development)).toBe(false);
    expect(isAppAddress('https://127.0.0.1:5173/login', development)).toBe(false);
    expect(isAppAddress('http://other.example:5173/login', development)).toBe(false);
  });

  it('accepts only the configured loopback name in production', () => {
    const local = { NODE_ENV: 'production', WEB_PUBLIC_URL: 'http://localhost:5173' } as const;
    expect(isAppAddress('http://localhost:5173/login', local)).toBe(true);
    expect(isAppAddress('http://127.0.0.1:5173/login', local)).toBe(false);
  });
});
