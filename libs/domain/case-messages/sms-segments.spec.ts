import { smsSegments } from './sms-segments.js';

describe('SMS segments', () => {
  it('counts GSM text in 160s alone and 153s once split, extension characters twice', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM', units: 160, segments: 1, perSegment: 160 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM', units: 161, segments: 2, perSegment: 153 });
    expect(smsSegments('€'.repeat(80)).units).toBe(160);
  });

  it('switches to UCS-2 (70, then 67 each) at the first character outside GSM', () => {
    expect(smsSegments('’'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1, perSegment: 70 });
    expect(smsSegments(`${'a'.repeat(70)}’`)).toMatchObject({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
    expect(smsSegments('').segments).toBe(0);
  });
});
