// The refusal of a proposed price (src/core/order-machine.ts's proposalProblem) as the API answers
// it, for the order calls and the external listing flow alike: data.min/max as decimal strings.
import { proposalBounds, proposalProblem } from '../../src/core/order-machine.ts';
import { centsToApiAmount } from '../../src/core/money.ts';
import { ApiError } from '../lib/api-error.ts';

/** The error for a proposal of `input` on an ad priced `priceCents`; undefined when it is fine. */
export function proposalError(input: unknown, priceCents: number): ApiError | undefined {
  const problem = proposalProblem(input, priceCents);
  if (problem === 'invalid_number') {
    return new ApiError(400, 'hm_proposal_invalid', 'Please enter a valid number.');
  }
  if (problem === 'out_of_range') {
    const { minCents, maxCents } = proposalBounds(priceCents);
    const [min, max] = [centsToApiAmount(minCents), centsToApiAmount(maxCents)];
    return new ApiError(400, 'hm_proposal_out_of_range', `must be between ${min} and ${max}`, undefined, {
      min,
      max,
    });
  }
  return undefined;
}
