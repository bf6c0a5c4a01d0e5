/** One-sided 95% normal quantile: how sure a bound of a lift is. */
export const LIFT_CONFIDENCE_Z = 1.645;
/**
 * The prior's weight, in accounts expected by chance: before its counts, a term is taken to be
 * used as often as anyone's (lift 1), as surely as if one account had been seen.
 */
export const LIFT_PRIOR_WEIGHT = 1;

/**
 * A quantile of a Gamma(shape, 1) distribution, `z` normal deviates from its median (negative:
 * below), by the Wilson–Hilferty cube-root approximation (within a few percent from shape 1 on).
 */
function gammaQuantile(shape: number, z: number): number {
  const c = 1 - 1 / (9 * shape) + z / (3 * Math.sqrt(shape));
  return shape * Math.max(0, c) ** 3;
}

/**
 * Bounds of a rate ratio, `observed` events where chance expects `expected`, shrunk toward 1: the
 * count is Poisson with mean ratio × expected, and with a Gamma prior of mean 1 and weight
 * LIFT_PRIOR_WEIGHT the ratio's posterior is Gamma(observed + weight, expected + weight). A small
 * count moves the ratio little, however small its expectation: two uses where 0.01 were expected
 * are no evidence of a lift of 200 among thousands of words tried, ten where one was expected are.
 */
export function shrunkLower(observed: number, expected: number): number {
  return gammaQuantile(observed + LIFT_PRIOR_WEIGHT, -LIFT_CONFIDENCE_Z) / (expected + LIFT_PRIOR_WEIGHT);
}

/** The upper 95% bound of the same posterior (see shrunkLower). */
export function shrunkUpper(observed: number, expected: number): number {
  return gammaQuantile(observed + LIFT_PRIOR_WEIGHT, LIFT_CONFIDENCE_Z) / (expected + LIFT_PRIOR_WEIGHT);
}
