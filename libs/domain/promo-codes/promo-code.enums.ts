/** Spec 000 enumerations "Refill modes: EVERY_REFILL, NUMBER_OF_REFILLS, ONE_TIME". */
export enum RefillType {
  /** The first charge and every refill. */
  EVERY_REFILL = 'EVERY_REFILL',
  /** The first charge and refills 1 to refillCount. */
  NUMBER_OF_REFILLS = 'NUMBER_OF_REFILLS',
  /** The first charge only. */
  ONE_TIME = 'ONE_TIME',
}
