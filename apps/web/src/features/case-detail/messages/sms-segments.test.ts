import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('counts GSM text in 160-character segments, 153 each once split', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM', units: 0, segments: 0, perSegment: 160 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM', units: 160, segments: 1, perSegment: 160 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM', units: 161, segments: 2, perSegment: 153 });
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character (€, [, ~) as two', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM', units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}[`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('switches to UCS-2, 70 per segment and 67 once split, for any other character', () => {
    expect(smsSegments('Hello 👋')).toMatchObject({ encoding: 'UCS-2', units: 8, segments: 1, perSegment: 70 });
    expect(smsSegments('ş'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2, perSegment: 67 });
  });
});
