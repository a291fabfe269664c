import twilio from 'twilio';

/** Twilio posts application/x-www-form-urlencoded; the parameters as Twilio signed them (one value per name). */
export function twilioParams(raw: Buffer): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
}

/** X-Twilio-Signature: HMAC-SHA1 of the URL and the sorted parameters, checked by Twilio's own SDK. */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}

const MESSAGE_SID = /^(SM|MM)[0-9a-f]{32}$/;
const MESSAGE_STATUS = /^[a-z_]{1,30}$/;

export const isMessageSid = (value: string | undefined): value is string => !!value && MESSAGE_SID.test(value);
export const isMessageStatus = (value: string | undefined): value is string => !!value && MESSAGE_STATUS.test(value);

/** The fields of an inbound SMS the product keeps: who, to which number, the text and its media links. */
export function inboundSmsPayload(params: Record<string, string>): Record<string, unknown> {
  const numMedia = Math.min(Number.parseInt(params.NumMedia ?? '0', 10) || 0, 10);
  const media = Array.from({ length: numMedia }, (_, index) => ({
    url: params[`MediaUrl${index}`] ?? null,
    contentType: params[`MediaContentType${index}`] ?? null,
  }));
  return { MessageSid: params.MessageSid, From: params.From, To: params.To, Body: params.Body ?? '', media };
}

/** A status callback: which message, which status, and the error code of a failure. */
export function statusPayload(params: Record<string, string>): Record<string, unknown> {
  return {
    MessageSid: params.MessageSid,
    MessageStatus: params.MessageStatus,
    ErrorCode: params.ErrorCode ?? null,
  };
}

/** TwiML answering an inbound SMS: a reply message, or none. */
export function twimlReply(message: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (message) response.message(message);
  return response.toString();
}
