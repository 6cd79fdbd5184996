import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { portOf } from '../../../shared-ui/contract/topology.mjs';

/** 'open' when something accepts a TCP connection at host:port, else the error code (ECONNREFUSED …). */
function probe(host: string, port: number): Promise<string> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done('open');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
  });
}

// The test stack is `npm start`'s launcher (.tools/stack.mjs): the API is reachable only through the front door.
test('npm start: the API listens on loopback only; the machine’s network address finds the shell, not the API', async () => {
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((info) => info && !info.internal && info.family === 'IPv4')?.address;
  expect(outside, 'this machine needs a non-loopback IPv4 address for this test').toBeTruthy();
  const apiPort = portOf('api');
  expect(await probe('127.0.0.1', apiPort)).toBe('open');
  expect(await probe(outside as string, apiPort)).toBe('ECONNREFUSED');
  expect(await probe(outside as string, portOf('shell'))).toBe('open');
});
