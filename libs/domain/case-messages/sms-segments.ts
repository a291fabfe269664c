// How a text message travels over the network; the preview reports it (the web counts free text alike).
/** The GSM 03.38 basic alphabet and its extension table (each extension character takes two septets). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSegments {
  encoding: 'GSM' | 'UCS-2';
  /** Characters as the network counts them (septets for GSM, UTF-16 units for UCS-2). */
  units: number;
  segments: number;
  /** Characters per segment for this text: 160 or 70 alone, 153 or 67 when split. */
  perSegment: number;
}

/**
 * How a text message of `text` travels: 160 GSM characters in one segment (153 each once split), or, as
 * soon as one character is outside the GSM alphabet, 70 UCS-2 characters (67 each once split).
 */
export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const [units, single, split] = gsm ? [septets, 160, 153] : [text.length, 70, 67];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / split);
  return { encoding: gsm ? 'GSM' : 'UCS-2', units, segments, perSegment: segments > 1 ? split : single };
}
