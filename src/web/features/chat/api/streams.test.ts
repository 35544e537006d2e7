import { STREAM_BUFFER_MAX_MS } from '@shared/contracts/chat';
import { describe, expect, it } from 'vitest';
import { serverStreamBufferMs } from './streams';

describe('serverStreamBufferMs', () => {
  it('asks the server for the device buffer in whole milliseconds', () => {
    expect(serverStreamBufferMs(120)).toBe(120);
    expect(serverStreamBufferMs(40.4)).toBe(40);
  });

  it('never asks for more than the contract accepts (the server answers 400 above it)', () => {
    expect(serverStreamBufferMs(STREAM_BUFFER_MAX_MS + 1_000)).toBe(STREAM_BUFFER_MAX_MS);
  });
});
