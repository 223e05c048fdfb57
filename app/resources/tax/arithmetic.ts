/**
 * The exact arithmetic of the federal and Ohio computations. Amounts are integers (dollars or cents)
 * and rates are turned into integer parts per million, so products are exact integers and rounding
 * happens in one place, half up, the way the IRS rounds (50 cents and more round up).
 */

export const PARTS_PER_MILLION = 1_000_000;

export function ratePpm(rate: number): number {
  return Math.round(rate * PARTS_PER_MILLION);
}

/** numerator / denominator rounded half up; both non-negative safe integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/** `amount` whole dollars times `rate`, rounded to whole dollars. */
export function applyRate(amount: number, rate: number): number {
  if (amount <= 0) return 0;
  return divideRoundHalfUp(amount * ratePpm(rate), PARTS_PER_MILLION);
}
