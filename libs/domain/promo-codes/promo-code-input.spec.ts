import { RefillType } from './promo-code.enums.js';
import { promoCodeFieldsSchema } from './promo-code-input.js';

const valid = { name: 'WELCOME20', percentDiscount: 20, refillType: RefillType.ONE_TIME };

describe('promoCodeFieldsSchema', () => {
  it('fills the defaults', () => {
    expect(promoCodeFieldsSchema.parse({ ...valid, name: ' WELCOME20 ' })).toMatchObject({
      name: 'WELCOME20',
      label: '',
      description: '',
      priceDiscount: null,
      refillCount: null,
      isVisible: false,
      isMaster: false,
    });
  });

  it.each([
    ['both discounts', { ...valid, priceDiscount: 500 }, 'percentDiscount'],
    ['no discount', { ...valid, percentDiscount: null }, 'percentDiscount'],
    ['percent above 100', { ...valid, percentDiscount: 101 }, 'percentDiscount'],
    ['percent 0', { ...valid, percentDiscount: 0 }, 'percentDiscount'],
    ['fractional cents', { ...valid, percentDiscount: null, priceDiscount: 10.5 }, 'priceDiscount'],
    ['NUMBER_OF_REFILLS without a count', { ...valid, refillType: RefillType.NUMBER_OF_REFILLS }, 'refillCount'],
    ['NUMBER_OF_REFILLS with 0', { ...valid, refillType: RefillType.NUMBER_OF_REFILLS, refillCount: 0 }, 'refillCount'],
    ['ONE_TIME with a count', { ...valid, refillCount: 2 }, 'refillCount'],
    ['EVERY_REFILL with a count', { ...valid, refillType: RefillType.EVERY_REFILL, refillCount: 2 }, 'refillCount'],
    ['a space in the name', { ...valid, name: 'WELCOME 20' }, 'name'],
    ['a control character in the label', { ...valid, label: 'Bell\u0007' }, 'label'],
    [
      'both influencer credits',
      { ...valid, influencerCreditPercent: 5, influencerCreditCents: 100 },
      'influencerCreditPercent',
    ],
    ['an end before the start', { ...valid, startsAt: new Date(2026, 1, 2), endsAt: new Date(2026, 1, 1) }, 'endsAt'],
  ])('refuses %s', (_label, input, field) => {
    const result = promoCodeFieldsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path.join('.')).toBe(field);
  });

  it('takes NUMBER_OF_REFILLS with a count', () => {
    expect(
      promoCodeFieldsSchema.parse({ ...valid, refillType: RefillType.NUMBER_OF_REFILLS, refillCount: 3 }).refillCount,
    ).toBe(3);
  });
});
