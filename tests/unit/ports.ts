import { connect } from 'node:net';

/** Whether something listens on a loopback port. */
export const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The ports of `ports` that something listens on. */
export const busyPorts = async (ports: readonly number[]) =>
  (await Promise.all(ports.map(async (port) => ((await listening(port)) ? port : null)))).filter(
    (port): port is number => port !== null,
  );
