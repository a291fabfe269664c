import twilio from 'twilio';

/**
 * Twilio's own HTTP client with every request sent to `baseUrl` instead of *.twilio.com (path and query
 * kept): the SDK takes a custom `httpClient`, and this is how tests and development reach a local fake.
 */
export function redirectedRequestClient(baseUrl: string): twilio.RequestClient {
  const target = new URL(baseUrl);
  const client = new twilio.RequestClient();
  const request = client.request.bind(client);
  client.request = (options) => {
    const original = new URL(options.uri!);
    const uri = new URL(original.pathname + original.search, target).toString();
    return request({ ...options, uri });
  };
  return client;
}
