import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { errorEvent, presentReplyError, replyErrorEvent } from './reply-error';

describe('a stored reply error', () => {
  it('is stored as its key and shown as its English text beside it', () => {
    expect(presentReplyError('generation.timedOut')).toEqual({
      error: 'The AI service did not answer in time. Please try again.',
      errorKey: 'generation.timedOut',
    });
    expect(presentReplyError(null)).toEqual({ error: null, errorKey: null });
  });

  it('written as English text before keys, keeps its text and is recognised when it can be', () => {
    expect(presentReplyError('Sorry, I encountered an error regenerating the response.')).toEqual({
      error: 'Sorry, I encountered an error regenerating the response.',
      errorKey: 'generation.regenerationFailed',
    });
    expect(presentReplyError('Some wording from long ago.')).toEqual({
      error: 'Some wording from long ago.',
      errorKey: null,
    });
  });

  it("becomes the stream's error event with its key, the code staying GENERATION_FAILED", () => {
    expect(replyErrorEvent('generation.rateLimited')).toEqual({
      type: 'error',
      code: 'GENERATION_FAILED',
      key: 'generation.rateLimited',
      message: 'Rate limit exceeded. Please try again in a moment.',
    });
    expect(replyErrorEvent('Some wording from long ago.')).toEqual({
      type: 'error',
      code: 'GENERATION_FAILED',
      key: 'generation.failed',
      message: 'Some wording from long ago.',
    });
  });
});

describe('an error on an open stream', () => {
  it('carries the key, its parameters and its category', () => {
    expect(errorEvent(new AppError('allowance.limitReachedAnonymous', { limit: 3 }))).toEqual({
      type: 'error',
      code: 'LIMIT_REACHED',
      key: 'allowance.limitReachedAnonymous',
      params: { limit: 3 },
      message: "You've used your 3 free recipe generations. Sign up for free to keep creating recipes.",
    });
  });
});
