// The part of `ws` 7 (https://github.com/websockets/ws, no bundled types, no @types/ws installed)
// that the realtime server, its tests and the bench use.
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';
  import type { Duplex } from 'node:stream';

  type RawData = Buffer | ArrayBuffer | Buffer[];

  interface ClientOptions {
    headers?: Record<string, string>;
    maxPayload?: number;
  }

  interface MessageEvent {
    data: RawData | string;
  }

  interface CloseEvent {
    code: number;
    reason: string;
  }

  class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    static Server: typeof WebSocketServer;
    constructor(address: string, protocols?: string | string[], options?: ClientOptions);
    readonly readyState: 0 | 1 | 2 | 3;
    readonly bufferedAmount: number;
    onopen: ((event: unknown) => void) | null;
    onmessage: ((event: MessageEvent) => void) | null;
    onclose: ((event: CloseEvent) => void) | null;
    onerror: ((event: unknown) => void) | null;
    send(data: string, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    ping(data?: string): void;
    pause?(): void;
    on(event: 'message', listener: (data: RawData | string) => void): this;
    on(event: 'close', listener: (code: number, reason: string) => void): this;
    on(event: 'open' | 'pong' | 'ping', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'unexpected-response', listener: (req: unknown, res: IncomingMessage) => void): this;
  }

  interface ServerOptions {
    noServer: true;
    maxPayload?: number;
    clientTracking?: boolean;
    perMessageDeflate?: boolean;
  }

  class WebSocketServer extends EventEmitter {
    constructor(options: ServerOptions);
    handleUpgrade(
      request: IncomingMessage,
      socket: Duplex,
      head: Buffer,
      callback: (socket: WebSocket, request: IncomingMessage) => void,
    ): void;
    close(callback?: () => void): void;
  }

  export default WebSocket;
  export type { WebSocketServer, RawData, ClientOptions };
}
