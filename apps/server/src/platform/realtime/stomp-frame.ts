/**
 * STOMP frames (1.0–1.2, https://stomp.github.io/stomp-specification-1.2.html#STOMP_Frames):
 *
 *   COMMAND EOL *(header EOL) EOL body NULL *(EOL)
 *
 * EOL is LF or CR LF. A bare EOL between frames is a heart-beat. Header names and values are escaped
 * (\r \n \c \\ in 1.2; no \r in 1.1; none in 1.0), except in CONNECT and CONNECTED frames, whose
 * headers are never escaped. A repeated header keeps its first value. With content-length the body is
 * exactly that many bytes (it may then contain NULL); otherwise it runs to the first NULL.
 */

export type StompVersion = '1.0' | '1.1' | '1.2';

export interface StompFrame {
  command: string;
  headers: ReadonlyMap<string, string>;
  body: string;
}

export class StompProtocolError extends Error {}

export interface Decoded {
  frames: StompFrame[];
  /** Bytes of a frame not complete yet: hand them back with the next chunk. */
  rest: Buffer | null;
  /** Heart-beat EOLs seen. */
  heartbeats: number;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COMMAND = /^[A-Z]{1,16}$/;

/** Decodes every complete frame in `data`; `version` governs header unescaping. */
export function decodeFrames(data: Buffer, version: StompVersion, maxFrameBytes = 64 * 1024): Decoded {
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  let pos = 0;
  for (;;) {
    // Heart-beats and the optional EOLs after a frame's NULL.
    while (pos < data.length && (data[pos] === LF || (data[pos] === CR && data[pos + 1] === LF))) {
      pos += data[pos] === CR ? 2 : 1;
      heartbeats++;
    }
    if (pos >= data.length || (data[pos] === CR && pos + 1 === data.length)) break;
    const start = pos;
    const frame = decodeOne(data, pos, version);
    if (!frame) {
      if (data.length - start > maxFrameBytes) throw new StompProtocolError('frame too large');
      return { frames, rest: data.subarray(start), heartbeats };
    }
    frames.push(frame.frame);
    pos = frame.end;
    if (pos - start > maxFrameBytes) throw new StompProtocolError('frame too large');
  }
  return { frames, rest: pos < data.length ? data.subarray(pos) : null, heartbeats };
}

function decodeOne(
  data: Buffer,
  start: number,
  version: StompVersion,
): { frame: StompFrame; end: number } | null {
  let pos = start;
  const line = (): string | null => {
    const lf = data.indexOf(LF, pos);
    if (lf < 0) return null;
    const stop = lf > pos && data[lf - 1] === CR ? lf - 1 : lf;
    const text = data.toString('utf8', pos, stop);
    pos = lf + 1;
    return text;
  };
  const command = line();
  if (command === null) return null;
  if (!COMMAND.test(command)) throw new StompProtocolError(`malformed command line`);
  const raw = command === 'CONNECT' || command === 'CONNECTED' || version === '1.0';
  const headers = new Map<string, string>();
  for (;;) {
    const header = line();
    if (header === null) return null;
    if (header === '') break;
    const colon = header.indexOf(':');
    if (colon <= 0) throw new StompProtocolError('malformed header');
    const name = raw ? header.slice(0, colon) : unescapeHeader(header.slice(0, colon), version);
    const value = raw ? header.slice(colon + 1) : unescapeHeader(header.slice(colon + 1), version);
    if (!headers.has(name)) headers.set(name, value);
  }
  const lengthHeader = headers.get('content-length');
  let bodyEnd: number;
  if (lengthHeader !== undefined) {
    if (!/^\d{1,9}$/.test(lengthHeader)) throw new StompProtocolError('malformed content-length');
    bodyEnd = pos + Number(lengthHeader);
    if (data.length <= bodyEnd) return null;
    if (data[bodyEnd] !== NUL)
      throw new StompProtocolError('frame not terminated by NULL after content-length bytes');
  } else {
    bodyEnd = data.indexOf(NUL, pos);
    if (bodyEnd < 0) return null;
  }
  return { frame: { command, headers, body: data.toString('utf8', pos, bodyEnd) }, end: bodyEnd + 1 };
}

function unescapeHeader(text: string, version: StompVersion): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(.?)/gs, (_, c: string) => {
    if (c === 'n') return '\n';
    if (c === 'c') return ':';
    if (c === '\\') return '\\';
    if (c === 'r' && version === '1.2') return '\r';
    throw new StompProtocolError(`undefined escape sequence \\${c}`);
  });
}

function escapeHeader(text: string, version: StompVersion): string {
  let out = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/:/g, '\\c');
  // 1.1 has no \r escape: a CR there cannot be sent faithfully, and would end the header line.
  out = version === '1.2' ? out.replace(/\r/g, '\\r') : out.replace(/\r/g, '');
  return out;
}

/** Encodes a frame as the text of one WebSocket message. Bodies get a content-length, so a body may
 * hold any character. */
export function encodeFrame(
  command: string,
  headers: Record<string, string>,
  body = '',
  version: StompVersion = '1.2',
): string {
  const raw = command === 'CONNECT' || command === 'CONNECTED';
  let text = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) {
    text +=
      raw || version === '1.0'
        ? `${name.replace(/[\r\n:]/g, '')}:${value.replace(/[\r\n]/g, '')}\n`
        : `${escapeHeader(name, version)}:${escapeHeader(value, version)}\n`;
  }
  if (body !== '' && headers['content-length'] === undefined)
    text += `content-length:${Buffer.byteLength(body)}\n`;
  return `${text}\n${body}\0`;
}

/** A heart-beat: one EOL. */
export const HEARTBEAT = '\n';
