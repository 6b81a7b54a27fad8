// Whether a Redis answers: the cluster waits for its own before starting the rest, the chaos run for one it stopped.
import net from 'node:net';

/** Whether the Redis on 127.0.0.1:`port` answers PING within 500 ms. */
export function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
