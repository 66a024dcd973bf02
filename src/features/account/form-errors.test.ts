// What an account form says when its call fails: the user's own words for each kind of failure,
// never the server's raw text.
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../api/client.ts';
import { fieldErrorsOf, formFailureMessage } from './form-errors.ts';

const failure = (code: string, status: number, params?: Record<string, string>) =>
  new ApiFailure(code, status, 'raw server text', params);

describe('formFailureMessage', () => {
  it('tells an offline user to try again once connected', () => {
    expect(formFailureMessage(failure('network', 0))).toBe('account.error.offline');
  });

  it('names wrong credentials, too many attempts and a request still running', () => {
    expect(formFailureMessage(failure('incorrect_password', 403))).toBe('account.error.credentials');
    expect(formFailureMessage(failure('too_many_requests', 429))).toBe('account.error.tooMany');
    expect(formFailureMessage(failure('idempotency_in_progress', 409))).toBe('error.stillRunning');
  });

  it('falls back to the server or generic message for anything else', () => {
    expect(formFailureMessage(failure('internal_error', 500))).toBe('error.server');
    expect(formFailureMessage(new Error('boom'))).toBe('error.generic');
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the field codes the shared rules know and drops any other text', () => {
    const error = failure('rest_invalid_param', 400, { email: 'email', password: 'something odd' });
    expect(fieldErrorsOf(error)).toEqual({ email: 'email' });
  });
});
